-- Graceful Charity (79571449): draw 3 cards, then, if all 3 were drawn, discard 2.

Test("Graceful Charity draws 3, then the player discards 2 of their choice", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local a = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local b = Debug.AddCard("Luster Dragon", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Graceful Charity", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Graceful Charity")
	t:Select(0, {a, b}) -- the discard, asked after the draw
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 1)
	t:ExpectCount(0, LOCATION_DECK, 1)
	t:ExpectCard(a, LOCATION_GRAVE, 0)
	t:ExpectCard(b, LOCATION_GRAVE, 0)
	t:ExpectCard("Graceful Charity", LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 3)
end)

Test("Graceful Charity cannot be activated with fewer than 3 cards in the Deck", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Graceful Charity", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Graceful Charity")
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("a Deck thinned in response: only 2 are drawn, nothing is discarded and the player loses", function(t)
	for i = 1, 3 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard("Graceful Charity", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Jar of Greed", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Graceful Charity")
	t:Pass(1)
	t:Activate(0, "Jar of Greed") -- link 2 draws 1 first: 2 left for Graceful Charity
	t:Run()
	-- no discard was asked for (the test queued no answer); the failed draw loses the duel
	t:ExpectCount(0, LOCATION_HAND, 3)
	t:ExpectCount(0, LOCATION_DECK, 0)
	t:ExpectWinner(1)
end)
