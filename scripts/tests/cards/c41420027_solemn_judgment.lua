-- Solemn Judgment (41420027): when a monster would be summoned or a Spell/Trap Card is activated:
-- pay half your LP; negate it and destroy that card.

Test("Solemn Judgment negates a Normal Summon and destroys the monster (R015)", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, "Vorse Raider")
	t:Activate(1, "Solemn Judgment")
	t:Run()
	t:ExpectLP(1, 4000)
	t:ExpectCard("Vorse Raider", LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_MZONE, 0)
	t:ExpectCard("Solemn Judgment", LOCATION_GRAVE, 1)
end)

Test("once the summon has succeeded Solemn Judgment can no longer negate it (R015)", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local solemn = Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, "Vorse Raider")
	t:Pass(1) -- the summon-negation window passes
	t:ExpectNotOffered(1, solemn)
	t:Run()
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0)
end)

Test("Solemn Judgment negates the activation of a Spell Card", function(t)
	for i = 1, 3 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Pot of Greed")
	t:Activate(1, "Solemn Judgment")
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCard("Pot of Greed", LOCATION_GRAVE, 0)
	t:ExpectLP(1, 4000)
end)
