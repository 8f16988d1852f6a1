-- Number 17: Leviathan Dragon (69610924): Xyz, Rank 3, 2000/0; 2 Level 3 monsters; once per turn
-- detach 1 Xyz Material: +500 ATK while it stays face-up; cannot attack directly with no material.
-- Elemental HERO Avian: Level 3
-- Elemental HERO Burstinatrix: Level 3
-- Vorse Raider: Level 4, 1900
-- Celtic Guardian, 1400

-- Leviathan Dragon on player 0's field, properly summoned, with n materials
local function leviathan_with(n)
	local lev = Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local mats = {}
	for i = 1, n do mats[i] = Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK) end
	return lev, mats
end

Test("Leviathan Dragon is Xyz Summoned with two Level 3 monsters, which become its Xyz Materials", function(t)
	local avian = Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local burst = Debug.AddCard("Elemental HERO Burstinatrix", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	local lev = Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, lev)
	t:Select(0, {avian, burst})
	t:Run()
	t:ExpectCard(lev, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectAttack(lev, 2000)
	t:ExpectCard(avian, LOCATION_OVERLAY, 0)
	t:ExpectCard(burst, LOCATION_OVERLAY, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 0)
	if lev:GetOverlayCount() ~= 2 or not lev:IsSummonType(SUMMON_TYPE_XYZ) then error("Xyz Summoned with 2 materials") end
	if lev:GetRank() ~= 3 or lev:GetLevel() ~= 0 then error("Leviathan Dragon has Rank 3 and no Level") end
end)

Test("Leviathan Dragon cannot be Xyz Summoned with a Level 3 and a Level 4 monster", function(t)
	Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local lev = Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", lev)
	t:Run()
end)

Test("Leviathan Dragon cannot be Xyz Summoned with one Level 3 monster", function(t)
	Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local lev = Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", lev)
	t:Run()
end)

Test("Leviathan Dragon detaches 1 material to gain 500 ATK, once per turn", function(t)
	local lev, mats = leviathan_with(2)
	t:Activate(0, lev)
	t:Select(0, {mats[2]}) -- which material to detach
	t:Run()
	t:ExpectAttack(lev, 2500)
	t:ExpectCard(mats[2], LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 1)
	if lev:GetOverlayCount() ~= 1 then error("one material left, got " .. lev:GetOverlayCount()) end
	t:ExpectCannotActivate(0, lev) -- once per turn, though a material is left
end)

Test("Leviathan Dragon with no material cannot use its effect", function(t)
	local lev = leviathan_with(0)
	t:ExpectNotOffered(0, lev)
	t:Run()
	t:ExpectAttack(lev, 2000)
end)

Test("Leviathan Dragon's 500 ATK lasts into the next turn", function(t)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local lev = leviathan_with(1)
	t:Activate(0, lev)
	t:Phase(1, PHASE_MAIN1)
	t:Check(1, function(t)
		t:ExpectTurn(4)
		t:ExpectAttack(lev, 2500)
	end)
	t:Run()
end)

Test("Leviathan Dragon with no material cannot attack directly", function(t)
	local lev = leviathan_with(0)
	t:ExpectIllegal(0, "Attack", lev)
	t:Run()
end)

Test("Leviathan Dragon with no material can still attack a monster", function(t)
	local lev = leviathan_with(0)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, lev, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 600)
end)

Test("Leviathan Dragon with a material attacks directly", function(t)
	local lev = leviathan_with(1)
	t:Attack(0, lev)
	t:Run()
	t:ExpectLP(1, 8000 - 2000)
end)

Test("Leviathan Dragon that detached its last material cannot attack directly that turn", function(t)
	local lev = leviathan_with(1)
	t:Activate(0, lev)
	t:ExpectIllegal(0, "Attack", lev)
	t:Run()
	t:ExpectAttack(lev, 2500)
	t:ExpectLP(1, 8000)
end)

Test("when Leviathan Dragon is destroyed its Xyz Materials go to the GY", function(t)
	local lev, mats = leviathan_with(2)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(lev, LOCATION_GRAVE, 0)
	t:ExpectCard(mats[1], LOCATION_GRAVE, 0)
	t:ExpectCard(mats[2], LOCATION_GRAVE, 0)
end)

Test("Leviathan Dragon never Xyz Summoned cannot be revived by Monster Reborn", function(t)
	Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)

Test("Leviathan Dragon revived after its Xyz Summon has no material and cannot attack directly", function(t)
	local avian = Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local burst = Debug.AddCard("Elemental HERO Burstinatrix", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local lev = Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, lev)
	t:Select(0, {avian, burst})
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(avian, LOCATION_GRAVE, 0)
	t:Activate(0, reborn)
	t:Select(0, {lev})
	t:ExpectIllegal(0, "Attack", lev)
	t:Run()
	t:ExpectCard(lev, LOCATION_MZONE, 0, POS_FACEUP)
	if lev:GetOverlayCount() ~= 0 then error("a revived Xyz Monster has no material") end
end)
