-- Command Knight (10375182): Warrior monsters you control gain 400 ATK (itself included); while you
-- control another monster, your opponent cannot choose it as an attack target.
-- Command Knight: FIRE Warrior 1200/1900
-- Celtic Guardian: EARTH Warrior 1400
-- Vorse Raider: Beast-Warrior 1900

Test("Command Knight boosts its controller's Warriors only, itself included", function(t)
	local knight = Debug.AddCard("Command Knight", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local foe = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(knight, 1600)
	t:ExpectAttack(celtic, 1800)
	t:ExpectAttack(vorse, 1900)
	t:ExpectAttack(foe, 1400)
end)

Test("Command Knight cannot be attacked while its controller has another monster, even a face-down one", function(t)
	t:Start{player = 1}
	local knight = Debug.AddCard("Command Knight", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local guard = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	-- the only legal target is the face-down monster
	t:Attack(1, vorse, guard)
	t:Run()
	t:ExpectCard(guard, LOCATION_GRAVE, 0)
	t:ExpectCard(knight, LOCATION_MZONE, 0)
end)

Test("Command Knight alone can be attacked", function(t)
	t:Start{player = 1}
	local knight = Debug.AddCard("Command Knight", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, knight)
	t:Run()
	t:ExpectCard(knight, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000 - 300) -- 1900 against 1600
end)
