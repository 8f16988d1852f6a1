-- Flash Knight (17390179): Pendulum Normal Monster, LIGHT Warrior, Level 4, 1800/600, Scale 7 on both
-- sides, no Pendulum Effect. Activated into a Pendulum Zone it sets the upper end of a Pendulum Summon.
-- Mandragon: Scale 2, Level 5
-- Vorse Raider: Level 4
-- Summoned Skull, Level 6
-- Blue-Eyes White Dragon: Level 8

Test("Flash Knight is a Level 4 Normal Monster with Scale 7", function(t)
	local flash = Debug.AddCard("Flash Knight", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, flash)
	t:Run()
	t:ExpectCard(flash, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(flash, 1800)
	if flash:GetLevel() ~= 4 or flash:GetLeftScale() ~= 7 or flash:GetRightScale() ~= 7 then error("Level 4, Scales 7") end
	if not flash:IsType(TYPE_NORMAL + TYPE_PENDULUM) then error("a Pendulum Normal Monster") end
end)

Test("Flash Knight is activated into the left Pendulum Zone and is a Spell there", function(t)
	local flash = Debug.AddCard("Flash Knight", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, flash)
	t:Zone(0, 0)
	t:Run()
	t:ExpectCard(flash, LOCATION_SZONE, 0, POS_FACEUP)
	if Duel.GetFieldCard(0, LOCATION_PZONE, 0) ~= flash then error("Flash Knight is the left scale") end
	if not flash:IsType(TYPE_SPELL) or flash:GetCurrentScale() ~= 7 then error("a Spell of Scale 7") end
end)

Test("with Mandragon (2) and Flash Knight (7) Levels 3 to 6 are Pendulum Summoned, Level 8 is not", function(t)
	Debug.AddCard("Mandragon", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard("Flash Knight", 0, 0, LOCATION_SZONE, 4, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local blue = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:PendulumSummon(0)
	t:Select(0, {vorse, skull})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(blue, LOCATION_HAND, 0)
	if not skull:IsSummonType(SUMMON_TYPE_PENDULUM) then error("Pendulum Summoned") end
end)

Test("two Flash Knights (7 and 7) leave no Level between them: no Pendulum Summon", function(t)
	Debug.AddCard("Flash Knight", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard("Flash Knight", 0, 0, LOCATION_SZONE, 4, POS_FACEUP)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "PendulumSummon")
	t:Run()
end)

Test("Flash Knight destroyed in the Monster Zone goes face-up to the Extra Deck, then comes back by Pendulum Summon", function(t)
	local flash = Debug.AddCard("Flash Knight", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Mandragon", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard("Flash Knight", 0, 0, LOCATION_SZONE, 4, POS_FACEUP)
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(flash, LOCATION_EXTRA, 0, POS_FACEUP)
	t:PendulumSummon(0)
	t:Select(0, {flash})
	t:Run()
	t:ExpectCard(flash, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	if flash:GetSequence() < 5 then error("from the Extra Deck with no Link Monster: an Extra Monster Zone") end
end)
