-- Card and field questions of the reference API, with ygopro's answers: Card.GetBattledGroup,
-- Card.IsAllColumn, Card.GetPrevious{Level,Rank,Defense}OnField, Duel.IsPlayerCanSendtoDeck/Grave/Hand
-- (LOCATION_FZONE in Duel.GetFieldCard: DuelQueryTest, the bundled database has no Field Spell).
-- Vorse Raider: Level 4, ATK 1900 DEF 1200. Giant Soldier of Stone: DEF 2000. Celtic Guardian: ATK 1400.
local VORSE = 14898066
local MST = 5318639

Test("Card.GetBattledGroup: the monsters it battled this turn", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	assert(vorse:GetBattledGroup():GetCount() == 0, "no battle yet")
	t:Attack(0, vorse, giant)
	t:Run()
	local g = vorse:GetBattledGroup()
	assert(g:GetCount() == 1 and g:IsContains(giant), "battled the Giant Soldier")
	assert(not g:IsContains(celtic), "not the Celtic Guardian")
	assert(giant:GetBattledGroup():IsContains(vorse), "both sides record it")
end)

Test("Card.IsAllColumn: every other zone of its column is occupied", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	Debug.AddCard(MST, 0, 0, LOCATION_SZONE, 2, POS_FACEDOWN)
	local across = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	assert(not vorse:IsAllColumn(), "the opponent's Spell & Trap Zone 2 is empty")
	Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	assert(vorse:IsAllColumn(), "four cards in column 2")
	assert(across:IsAllColumn(), "seen from the other side too")
end)

Test("Card.GetPreviousLevelOnField and GetPreviousDefenseOnField: what it was as it left the field", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local stayed = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Duel.SendtoGrave(vorse, REASON_RULE)
	assert(vorse:GetPreviousLevelOnField() == 4, "level " .. vorse:GetPreviousLevelOnField())
	assert(vorse:GetPreviousDefenseOnField() == 1200, "defense " .. vorse:GetPreviousDefenseOnField())
	assert(vorse:GetPreviousRankOnField() == 0, "not an Xyz monster")
	assert(stayed:GetPreviousLevelOnField() == 0, "never on the field")
end)

local function noReturnToDeck(c, code)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(code)
	e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e:SetRange(LOCATION_MZONE)
	e:SetTargetRange(1, 0)
	e:SetTarget(function(e, c) return c:IsCode(VORSE) end)
	c:RegisterEffect(e)
end

Test("Duel.IsPlayerCanSendtoDeck: a prohibition aimed at the player forbids the cards its target picks", function(t)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(Duel.IsPlayerCanSendtoDeck(0, vorse), "nothing forbids it yet")
	noReturnToDeck(celtic, EFFECT_CANNOT_TO_DECK)
	assert(not Duel.IsPlayerCanSendtoDeck(0, vorse), "the target picks Vorse Raider")
	assert(Duel.IsPlayerCanSendtoDeck(0, celtic), "but not the Celtic Guardian")
	assert(Duel.IsPlayerCanSendtoDeck(1, vorse), "nor player 1")
	assert(Duel.IsPlayerCanSendtoDeck(0), "with a target, it forbids nothing outright")
	assert(Duel.IsPlayerCanSendtoGrave(0, vorse) and Duel.IsPlayerCanSendtoHand(0, vorse), "other destinations stay open")
end)
