-- Pendulum (Master Rule 2020): a Pendulum Monster is activated from the hand as a Spell into a
-- Pendulum Zone (Spell & Trap Zone 0 or 4); with a card in each, its controller may Pendulum Summon
-- once per turn monsters from the hand and face-up from the Extra Deck whose Levels are strictly
-- between the scales; a Pendulum Monster leaving the field for the GY goes face-up to the Extra Deck.
-- Flash Knight, Level 4, scales 7
-- Mandragon, Level 5, scales 2
-- Vorse Raider: Level 4
-- Celtic Guardian: Level 4
-- Blue-Eyes White Dragon: Level 8

Test("a Pendulum Monster is activated from the hand into a Pendulum Zone and stays there as a Spell", function(t)
	local flash = Debug.AddCard("Flash Knight", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, flash)
	t:Zone(0, 4)
	t:Run()
	t:ExpectCard(flash, LOCATION_SZONE, 0, POS_FACEUP)
	if flash:GetSequence() ~= 4 or not flash:IsLocation(LOCATION_PZONE) or not flash:IsType(TYPE_SPELL) then
		error("Flash Knight should be a Spell in the right Pendulum Zone")
	end
	if Duel.GetFieldCard(0, LOCATION_PZONE, 1) ~= flash then error("GetFieldCard(LOCATION_PZONE, 1) is the right scale") end
end)

Test("with no free Pendulum Zone a Pendulum Monster cannot be activated", function(t)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_SZONE, 4, POS_FACEDOWN)
	local flash = Debug.AddCard("Flash Knight", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, flash)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Pendulum Summon: monsters of Level 3 to 6 come from the hand together, a Level 8 does not", function(t)
	Debug.AddCard("Flash Knight", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard("Mandragon", 0, 0, LOCATION_SZONE, 4, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local blue = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:PendulumSummon(0)
	t:Select(0, {vorse, celtic})
	t:ExpectIllegal(0, "PendulumSummon") -- once per turn
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(celtic, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(blue, LOCATION_HAND, 0)
	if not vorse:IsSummonType(SUMMON_TYPE_PENDULUM) then error("Vorse Raider should be Pendulum Summoned") end
end)

Test("with only one Pendulum Zone filled there is no Pendulum Summon", function(t)
	Debug.AddCard("Flash Knight", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "PendulumSummon")
	t:Run()
end)

Test("a Pendulum Monster destroyed on the field goes face-up to the Extra Deck and can be Pendulum Summoned from there", function(t)
	local mandragon = Debug.AddCard("Mandragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Flash Knight", 0, 0, LOCATION_SZONE, 0, POS_FACEUP) -- scale 7
	Debug.AddCard("Mandragon", 0, 0, LOCATION_SZONE, 4, POS_FACEUP) -- scale 2
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(mandragon, LOCATION_EXTRA, 0, POS_FACEUP)
	t:ExpectCard(hole, LOCATION_GRAVE, 0)
	-- Level 5, between the scales 2 and 7: it comes back from the face-up Extra Deck to an Extra Monster Zone
	t:PendulumSummon(0)
	t:Select(0, {mandragon})
	t:Run()
	t:ExpectCard(mandragon, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	if mandragon:GetSequence() < 5 then error("from the Extra Deck with no Link Monster it must use an Extra Monster Zone") end
end)
