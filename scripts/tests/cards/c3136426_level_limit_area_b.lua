-- Level Limit - Area B (3136426, Continuous Spell): every face-up Level 4 or higher monster on the
-- field is changed to, and kept in, face-up Defense Position.
-- Vorse Raider: Level 4
-- Summoned Skull, Level 6
-- Baby Dragon: Level 3
-- Number 39: Utopia, Xyz: Rank 4, no Level

Test("activated: face-up Level 4 or higher monsters of both players go to face-up Defense Position", function(t)
	local area = Debug.AddCard("Level Limit - Area B", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local baby = Debug.AddCard("Baby Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, area)
	t:Run()
	t:ExpectCard(area, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectCard(skull, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCard(baby, LOCATION_MZONE, 0, POS_FACEUP_ATTACK) -- Level 3
end)

Test("a Level 4 monster summoned later goes to Defense Position at once and cannot attack", function(t)
	Debug.AddCard("Level Limit - Area B", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local baby = Debug.AddCard("Baby Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:Summon(0, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectIllegal(0, "Attack", vorse)
	t:Attack(0, baby) -- the Level 3 monster still attacks
	t:Run()
	t:ExpectLP(1, 8000 - 1200)
end)

Test("kept in Defense: the controller cannot change it back to Attack Position, until Area B is gone", function(t)
	Debug.AddCard("Level Limit - Area B", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "ChangePosition", vorse)
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {"Level Limit - Area B"})
	t:Run()
	t:ExpectCard("Level Limit - Area B", LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE) -- it stays where it was put
	t:ChangePosition(0, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("a face-down monster is left alone; once Flip Summoned it goes to Defense Position", function(t)
	Debug.AddCard("Level Limit - Area B", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Check(0, function(t)
		t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	end)
	t:FlipSummon(0, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
end)

Test("an Xyz monster has a Rank, not a Level: Number 39: Utopia stays in Attack Position", function(t)
	local area = Debug.AddCard("Level Limit - Area B", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local utopia = Debug.AddCard("Number 39: Utopia", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, area)
	t:Run()
	t:ExpectCard(area, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectCard(utopia, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
end)
