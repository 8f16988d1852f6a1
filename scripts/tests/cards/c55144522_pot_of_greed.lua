-- Pot of Greed (55144522): draw 2 cards.

Test("Pot of Greed draws 2 and goes to the GY after the chain", function(t)
	for i = 1, 3 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Pot of Greed")
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectCount(0, LOCATION_DECK, 1)
	t:ExpectCard("Pot of Greed", LOCATION_GRAVE, 0)
end)

Test("Pot of Greed cannot be activated with fewer than 2 cards in the Deck", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Pot of Greed")
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Pot of Greed is Spell Speed 1: it cannot be chained to anything", function(t)
	for p = 0, 1 do
		for i = 1, 3 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
	Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard("Pot of Greed", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Pot of Greed")
	t:ExpectNotOffered(1, set)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 2)
end)
