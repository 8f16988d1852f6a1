-- Synchro and Xyz Summons in play: a Synchro Summon of Gaia Knight, the Force of Earth with Krebons
-- (a Level 2 Tuner) and a Level 4 monster, which Solemn Judgment can negate (summon negation reaches
-- a Synchro Summon as it does an Xyz Summon, R119); an Xyz Summon of Number 17: Leviathan Dragon with
-- two Level 3 monsters, detaching a material for +500 ATK, and its materials going to the GY when it
-- is destroyed.
-- Vorse Raider: Level 4
-- Elemental HERO Avian: Level 3
-- Elemental HERO Burstinatrix: Level 3
-- Dark Magician: 2500

local function gaia_board()
	local krebons = Debug.AddCard("Krebons", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local gaia = Debug.AddCard("Gaia Knight, the Force of Earth", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	return krebons, vorse, gaia
end

Test("Solemn Judgment negates the Synchro Summon of Gaia Knight; the materials are gone anyway", function(t)
	local krebons, vorse, gaia = gaia_board()
	local solemn = Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:SpecialSummon(0, gaia)
	t:Select(0, {krebons})
	t:Select(0, {vorse})
	t:Activate(1, solemn)
	t:Run()
	t:ExpectLP(1, 4000)
	t:ExpectCard(gaia, LOCATION_GRAVE, 0)
	t:ExpectCard(krebons, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(solemn, LOCATION_GRAVE, 1)
	t:ExpectCount(0, LOCATION_MZONE, 0)
end)

Test("Gaia Knight negated by Solemn Judgment was not properly summoned: Monster Reborn cannot revive it", function(t)
	local krebons, vorse, gaia = gaia_board()
	local solemn = Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, gaia)
	t:Select(0, {krebons})
	t:Select(0, {vorse})
	t:Activate(1, solemn)
	t:Run()
	t:ExpectCard(gaia, LOCATION_GRAVE, 0)
	if gaia:IsStatus(STATUS_PROC_COMPLETE) then error("a negated Synchro Summon does not complete the procedure") end
	-- Monster Reborn may still revive the materials, but not Gaia Knight
	t:Activate(0, reborn)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCard(gaia, LOCATION_GRAVE, 0)
	if gaia:IsCanBeSpecialSummoned(nil, 0, 0, false, false) then error("Gaia Knight should not be revivable") end
end)

Test("unanswered, the Synchro Summon of Gaia Knight succeeds and it attacks for 2600", function(t)
	local krebons, vorse, gaia = gaia_board()
	Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:SpecialSummon(0, gaia)
	t:Select(0, {krebons})
	t:Select(0, {vorse})
	t:Attack(0, gaia)
	t:Run()
	t:ExpectCard(gaia, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(1, 8000 - 2600)
	t:ExpectCount(0, LOCATION_GRAVE, 2)
end)

Test("Leviathan Dragon: Xyz Summoned with Avian and Burstinatrix, +500 by detaching, materials to the GY when destroyed", function(t)
	local avian = Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local burst = Debug.AddCard("Elemental HERO Burstinatrix", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local lev = Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	-- the Xyz Summon: both monsters become its materials, nothing goes to the GY
	t:SpecialSummon(0, lev)
	t:Select(0, {avian, burst})
	t:Run()
	t:ExpectCard(lev, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(avian, LOCATION_OVERLAY, 0)
	t:ExpectCard(burst, LOCATION_OVERLAY, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 0)
	-- detach Avian: 2500 ATK, Avian in the GY, Burstinatrix still attached
	t:Activate(0, lev)
	t:Select(0, {avian})
	t:Run()
	t:ExpectAttack(lev, 2500)
	t:ExpectCard(avian, LOCATION_GRAVE, 0)
	t:ExpectCard(burst, LOCATION_OVERLAY, 0)
	-- destroyed: the remaining material goes to the GY with it
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(lev, LOCATION_GRAVE, 0)
	t:ExpectCard(burst, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 4) -- Leviathan Dragon, Avian, Burstinatrix, Dark Hole
	if not burst:IsReason(REASON_LOST_OVERLAY) then error("Burstinatrix should be sent as a lost Xyz Material") end
end)

Test("Leviathan Dragon destroyed by battle sends its materials to the GY", function(t)
	local avian = Debug.AddCard("Elemental HERO Avian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local burst = Debug.AddCard("Elemental HERO Burstinatrix", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local lev = Debug.AddCard("Number 17: Leviathan Dragon", 1, 1, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local attacker = Debug.AddCard("Dark Magician", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Start{player = 1, turn = 2, phase = PHASE_MAIN1}
	t:SpecialSummon(1, lev)
	t:Select(1, {avian, burst})
	t:Phase(0, PHASE_BATTLE_STEP)
	t:Attack(0, attacker, lev)
	t:Run()
	t:ExpectCard(lev, LOCATION_GRAVE, 1)
	t:ExpectCard(avian, LOCATION_GRAVE, 1)
	t:ExpectCard(burst, LOCATION_GRAVE, 1)
end)
