-- Conflicting continuous effects: when two continuous effects contradict each other and cannot both
-- apply, the one that started applying later wins; inside one chain the lower link resolves later and
-- so wins (the documents' example: Final Attack Orders and Level Limit - Area B). Effects that start
-- applying at the same moment follow the reference engine: the later timestamp (registration order).
-- Level Limit - Area B: face-up Level 4+ monsters to Defense. Final Attack Orders: to Attack.
-- Vorse Raider: Level 4.

Test("conflicting continuous effects: Final Attack Orders activated after Area B wins (Attack)", function(t)
	Debug.AddCard("Level Limit - Area B", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local fao = Debug.AddCard("Final Attack Orders", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:Activate(0, fao)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
end)

Test("conflicting continuous effects: Area B chained by Final Attack Orders resolves later and wins (Defense)", function(t)
	local areaB = Debug.AddCard("Level Limit - Area B", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local fao = Debug.AddCard("Final Attack Orders", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, areaB)
	t:Activate(1, fao)
	t:Run()
	t:ExpectCard(fao, LOCATION_SZONE, 1, POS_FACEUP)
	t:ExpectCard(areaB, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
end)

Test("conflicting continuous effects: Area B activated after Final Attack Orders wins (Defense)", function(t)
	Debug.AddCard("Final Attack Orders", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local areaB = Debug.AddCard("Level Limit - Area B", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, areaB)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
end)

Test("conflicting continuous effects: a monster summoned under both takes the later one's position", function(t)
	Debug.AddCard("Level Limit - Area B", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local fao = Debug.AddCard("Final Attack Orders", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, fao)
	t:Summon(0, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)
