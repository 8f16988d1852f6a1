-- aux.AddXyzProcedure's alternative material (alterf, alterdesc, alterop): "you can also Xyz Summon
-- this card by using 1 monster you control that …". No bundled card has one, so the tests give
-- Number 17: Leviathan Dragon a second Xyz procedure: 2 Level 4 monsters, or 1 Number 39: Utopia.
-- codes: aux.Stringid and Card.IsCode take them
local LEVIATHAN = 69610924 -- its own procedure: 2 Level 3 monsters
local UTOPIA = 84013237    -- Number 39: Utopia, Rank 4
-- Vorse Raider: Level 4
-- Celtic Guardian: Level 4

local function isUtopia(m) return m:IsFaceup() and m:IsCode(UTOPIA) end

Test("the alternative material alone: the Xyz Monster takes it and its Xyz Materials; the alternative's cost is paid", function(t)
	local utopia = Debug.AddCard(UTOPIA, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local m1 = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK)
	local m2 = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK)
	local leviathan = Debug.AddCard(LEVIATHAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local paid = false
	aux.AddXyzProcedure(leviathan, nil, 4, 2, isUtopia, aux.Stringid(LEVIATHAN, 0), 2,
		function(e, tp, chk, m) if chk == 0 then return true end paid = true end)
	t:SpecialSummon(0, leviathan)
	t:Select(0, {utopia})
	t:Run()
	t:ExpectCard(leviathan, LOCATION_MZONE, 0)
	assert(leviathan:IsSummonType(SUMMON_TYPE_XYZ), "an Xyz Summon")
	t:ExpectCard(utopia, LOCATION_OVERLAY, 0)
	t:ExpectCard(m1, LOCATION_OVERLAY, 0)
	assert(leviathan:GetOverlayCount() == 3, "Utopia and its 2 materials: " .. leviathan:GetOverlayCount())
	assert(paid, "alterop(e,tp,1,m) performs its cost")
end)

Test("with both ways open the player is asked; declining uses the regular materials", function(t)
	local utopia = Debug.AddCard(UTOPIA, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local leviathan = Debug.AddCard(LEVIATHAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	aux.AddXyzProcedure(leviathan, nil, 4, 2, isUtopia, aux.Stringid(LEVIATHAN, 0), 2)
	t:SpecialSummon(0, leviathan)
	t:No(0)
	t:Select(0, {vorse, celtic})
	t:Run()
	t:ExpectCard(leviathan, LOCATION_MZONE, 0)
	t:ExpectCard(vorse, LOCATION_OVERLAY, 0)
	t:ExpectCard(utopia, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("with both ways open, accepting uses the alternative material", function(t)
	local utopia = Debug.AddCard(UTOPIA, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local leviathan = Debug.AddCard(LEVIATHAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	aux.AddXyzProcedure(leviathan, nil, 4, 2, isUtopia, aux.Stringid(LEVIATHAN, 0), 2)
	t:SpecialSummon(0, leviathan)
	t:Yes(0)
	t:Select(0, {utopia})
	t:Run()
	t:ExpectCard(utopia, LOCATION_OVERLAY, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("an alternative material the alterop check refuses does not make the summon possible", function(t)
	Debug.AddCard(UTOPIA, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local leviathan = Debug.AddCard(LEVIATHAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	aux.AddXyzProcedure(leviathan, nil, 4, 2, isUtopia, aux.Stringid(LEVIATHAN, 0), 2,
		function(e, tp, chk) return chk ~= 0 end)
	t:ExpectIllegal(0, "SpecialSummon", leviathan)
	t:Run()
end)

Test("an Xyz Monster attached as an Xyz Material: its own Xyz Materials go to the GY (as ygopro)", function(t)
	local utopia = Debug.AddCard(UTOPIA, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local m1 = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK)
	local leviathan = Debug.AddCard(LEVIATHAN, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Duel.Overlay(leviathan, utopia)
	t:ExpectCard(utopia, LOCATION_OVERLAY, 0)
	t:ExpectCard(m1, LOCATION_GRAVE, 0)
	assert(leviathan:GetOverlayCount() == 1, "Utopia only: " .. leviathan:GetOverlayCount())
end)
