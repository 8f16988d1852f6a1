-- Summons and rules performed by effects: "you can only control 1" (Card.SetUniqueOnField,
-- Card.CheckUniqueOnField). No bundled card has the rule, so the tests give it to Vorse Raider.
local VORSE = 14898066 -- Normal monster, Level 4
local CELTIC = 91152256 -- Normal monster, Level 4

local function decks()
	for i = 1, 3 do
		Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

Test("with a face-up Vorse Raider that is unique on its side, a second one cannot be Normal or Flip Summoned but may be Set", function(t)
	decks()
	local first = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	first:SetUniqueOnField(1, 0, VORSE)
	local second = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local theirs = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(not second:CheckUniqueOnField(0), "a second face-up one on player 0's side")
	assert(second:CheckUniqueOnField(1), "the rule says nothing about the opponent's side")
	assert(first:CheckUniqueOnField(0), "the card itself is not its own duplicate")
	assert(second:CheckUniqueOnField(0, LOCATION_ONFIELD, first), "ignoring the face-up one")
	t:ExpectIllegal(0, "Summon", second)
	t:Set(0, second)
	t:Run()
	t:ExpectCard(second, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	-- next turn it could be Flip Summoned, were it not for the rule
	t:Phase(1, PHASE_MAIN1)
	t:Summon(1, theirs) -- the opponent's side is not restricted
	t:Run()
	t:ExpectCard(theirs, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:Phase(0, PHASE_MAIN1)
	t:ExpectIllegal(0, "FlipSummon", second)
	t:Run()
	t:ExpectCount(0, LOCATION_MZONE, 2)
end)

Test("the rule holds only while its card is face-up: a face-down one does not stop a second", function(t)
	local first = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	first:SetUniqueOnField(1, 0, VORSE)
	local second = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(second:CheckUniqueOnField(0))
	t:Summon(0, second)
	t:Run()
	t:ExpectCard(second, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("a duplicate turned face-up by an effect is destroyed by the rules at the next check; the older one stays", function(t)
	local older = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	local holder = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	holder:SetUniqueOnField(1, 0, VORSE)
	t:Check(0, function()
		Duel.ChangePosition(older, POS_FACEUP_ATTACK)
	end)
	t:Pass(1)
	t:Run()
	-- flipped face-up, it is the newer one: it goes, the holder stays
	t:ExpectCard(holder, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(older, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_MZONE, 1)
	assert(older:IsReason(REASON_DESTROY) and older:IsReason(REASON_RULE), "destroyed by the rules")
end)

Test("unique on both sides: the opponent's copy counts, and of two face-up ones the newer is destroyed", function(t)
	local holder = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	holder:SetUniqueOnField(1, 1, VORSE)
	local theirs = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local newer = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	assert(not theirs:CheckUniqueOnField(1), "the rule restricts the opponent's side too")
	t:Check(0, function(t) -- at the first prompt, after the first rules check
		t:ExpectCard(holder, LOCATION_MZONE, 0)
		t:ExpectCard(newer, LOCATION_GRAVE, 1)
	end)
	t:Run()
end)

Test("a filter function: no second face-up Level 4 Normal monster, wherever it comes from", function(t)
	local holder = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	holder:SetUniqueOnField(1, 0, function(c) return c:IsLevel(4) end, LOCATION_MZONE)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(not celtic:CheckUniqueOnField(0))
	assert(celtic:CheckUniqueOnField(0, LOCATION_SZONE), "the rule covers the Monster Zones only")
	assert(not celtic:IsCanBeSpecialSummoned(nil, 0, 0, false, false))
	assert(celtic:IsCanBeSpecialSummoned(nil, 0, 0, false, false, POS_FACEDOWN_DEFENSE), "face-down is allowed")
	t:ExpectIllegal(0, "Summon", celtic)
	t:Run()
end)
