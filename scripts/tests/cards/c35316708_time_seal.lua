-- Time Seal (35316708): Normal Trap; your opponent skips the Draw Phase of their next turn (if it is
-- activated during the opponent's Draw Phase, the Draw Phase of their following turn).

local function decks(n)
	for p = 0, 1 do
		for i = 1, n do
			Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
end

Test("Time Seal makes the opponent skip the Draw Phase of their next turn, once", function(t)
	decks(3)
	local seal = Debug.AddCard("Time Seal", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, seal)
	t:Run()
	t:ExpectCard(seal, LOCATION_GRAVE, 0)
	t:Phase(1, PHASE_MAIN1) -- turn 4: no draw
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCount(1, LOCATION_HAND, 0)
	t:ExpectCount(1, LOCATION_DECK, 3)
	t:Phase(0, PHASE_MAIN1) -- turn 5: its controller draws as usual
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 1)
	t:Phase(1, PHASE_MAIN1) -- turn 6: the opponent draws again
	t:Run()
	t:ExpectTurn(6)
	t:ExpectCount(1, LOCATION_HAND, 1)
	t:ExpectCount(1, LOCATION_DECK, 2)
end)

Test("activated in the opponent's Draw Phase, after their draw, Time Seal takes the Draw Phase of their following turn", function(t)
	decks(3)
	local seal = Debug.AddCard("Time Seal", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(1, PHASE_DRAW) -- turn 4: player 1 has drawn
	t:Activate(0, seal)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(seal, LOCATION_GRAVE, 0)
	t:ExpectCount(1, LOCATION_HAND, 1)
	t:Phase(1, PHASE_MAIN1) -- turn 6: no draw
	t:Run()
	t:ExpectTurn(6)
	t:ExpectCount(1, LOCATION_HAND, 1)
	t:ExpectCount(1, LOCATION_DECK, 2)
	t:Phase(1, PHASE_MAIN1) -- turn 8: drawing again
	t:Run()
	t:ExpectTurn(8)
	t:ExpectCount(1, LOCATION_HAND, 2)
end)

Test("activated later in the opponent's turn, Time Seal takes the Draw Phase of their next turn", function(t)
	decks(3)
	local seal = Debug.AddCard("Time Seal", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(1, PHASE_STANDBY) -- turn 4, after the draw
	t:Activate(0, seal)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCount(1, LOCATION_HAND, 1)
	t:Phase(1, PHASE_MAIN1) -- turn 6: no draw
	t:Run()
	t:ExpectTurn(6)
	t:ExpectCount(1, LOCATION_HAND, 1)
end)

Test("a skipped Draw Phase saves a player with an empty Deck from losing that turn", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local seal = Debug.AddCard("Time Seal", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, seal)
	t:Phase(1, PHASE_MAIN1) -- turn 4: player 1 has no Deck but does not have to draw
	t:Run()
	t:ExpectTurn(4)
	t:ExpectPhase(PHASE_MAIN1)
	t:ExpectLP(1, 8000)
end)
