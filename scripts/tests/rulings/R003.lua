-- R003: entering the Battle Phase is the turn player's choice, allowed even with no monsters;
-- Main Phase 2 exists only after a Battle Phase, otherwise Main Phase 1 goes to the End Phase.

local function fillDecks()
	for p = 0, 1 do
		for i = 1, 5 do
			Debug.AddCard("Celtic Guardian", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
end

Test("R003 the Battle Phase may be entered without monsters and is followed by Main Phase 2", function(t)
	fillDecks()
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	-- turn 3, Main Phase 1, no monsters: Start Step -> Battle Step -> End Step -> Main Phase 2 -> End Phase
	t:Phase(0, PHASE_BATTLE_START)
	t:Check(0, function(t)
		t:ExpectTurn(3)
		t:ExpectCount(0, LOCATION_MZONE, 0)
	end)
	t:Phase(0, PHASE_BATTLE_STEP)
	t:Check(0, function(t) t:ExpectTurn(3) end)
	t:ExpectIllegal(0, "Attack") -- no monster can attack
	t:Phase(0, PHASE_BATTLE)
	t:Check(0, function(t) t:ExpectTurn(3) end)
	t:Phase(0, PHASE_MAIN2)
	t:Run()
	t:ExpectTurn(3)
	t:ExpectPhase(PHASE_MAIN2)

	t:Phase(0, PHASE_END)
	t:Check(0, function(t) t:ExpectTurn(3) end)
	t:Run()
end)

Test("R003 without a Battle Phase, Main Phase 1 goes straight to the End Phase", function(t)
	fillDecks()
	t:Start{player = 0, turn = 5, phase = PHASE_MAIN1}
	t:ExpectIllegal(0, "Phase", PHASE_MAIN2)
	-- the runner ends Main Phase 1 by going to the End Phase; the next windows are already in it
	t:Check(1, function(t) t:ExpectPhase(PHASE_MAIN1) end) -- the opponent's response to leaving Main Phase 1
	t:Check(0, function(t)
		t:ExpectTurn(5)
		t:ExpectPhase(PHASE_END)
	end)
	t:Phase(1, PHASE_DRAW)
	t:Run()
	t:ExpectTurn(6)
end)
