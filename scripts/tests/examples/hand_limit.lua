-- docs/testing.md, example 3: several turns, a check at a chain window and the hand-size limit.

Test("the End Phase discard leaves 6 cards", function(t)
	-- each player's Deck: enough cards for the draws of turns 4 and 5
	for p = 0, 1 do
		for i = 1, 2 do
			Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
	local luster = Debug.AddCard("Luster Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	for i = 1, 5 do
		Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	end

	-- turn 3: 6 cards, no discard; turn 5: 7 cards after the draw
	t:Phase(0, PHASE_END)
	t:Check(1, function(t)
		t:ExpectTurn(3)
		t:ExpectCount(0, LOCATION_HAND, 6)
	end)
	t:Phase(0, PHASE_END)                -- the next End Phase of player 0: turn 5
	t:Select(0, {luster})                -- answers the discard at its end
	t:Run()

	t:ExpectTurn(6)
	t:ExpectCount(0, LOCATION_HAND, 6)
	t:ExpectCard(luster, LOCATION_GRAVE, 0)
end)
