-- R102: a Token that leaves the field ceases to exist instead of going to the GY.

Test("R102 Dark Hole destroys the Sheep Tokens: none reaches the GY", function(t)
	for p = 0, 1 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local goat = Debug.AddCard("Scapegoat", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_BATTLE_START)
	t:Activate(1, goat)
	t:Phase(0, PHASE_MAIN2)
	t:Activate(0, "Dark Hole")
	t:Run()
	t:ExpectCount(1, LOCATION_MZONE, 0)
	t:ExpectCount(1, LOCATION_GRAVE, 1) -- only Scapegoat itself
	t:ExpectCount(0, LOCATION_GRAVE, 1) -- only Dark Hole
end)
