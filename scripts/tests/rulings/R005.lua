-- R005: in the Draw Phase nothing can be activated before the normal draw; afterwards the turn
-- player has priority first, the opponent only after the turn player passes.

-- Messenger of Peace: 100 LP maintenance in its controller's Standby Phase

Test("R005 the Draw Phase windows come after the draw, the turn player's first", function(t)
	for p = 0, 1 do
		for i = 1, 3 do
			Debug.AddCard("Celtic Guardian", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
	t:Phase(1, PHASE_DRAW)
	-- player 1's first window of turn 4 comes after its draw
	t:Check(1, function(t)
		t:ExpectTurn(4)
		t:ExpectPhase(PHASE_DRAW)
		t:ExpectCount(1, LOCATION_HAND, 1)
	end)
	t:Pass(1)
	-- only then player 0's
	t:Check(0, function(t)
		t:ExpectTurn(4)
		t:ExpectPhase(PHASE_DRAW)
	end)
	t:Pass(0)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectPhase(PHASE_MAIN1)
end)

Test("R005 Mystical Space Typhoon in the opponent's Draw Phase", function(t)
	for p = 0, 1 do
		for i = 1, 3 do
			Debug.AddCard("Celtic Guardian", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
	local messenger = Debug.AddCard("Messenger of Peace", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local mst = Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(1, PHASE_DRAW)
	-- P2 is first to act in its Draw Phase, after its draw
	t:Check(1, function(t)
		t:ExpectTurn(4)
		t:ExpectPhase(PHASE_DRAW)
		t:ExpectCount(1, LOCATION_HAND, 1)
	end)
	t:Pass(1)
	t:Check(0, function(t)
		t:ExpectTurn(4)
		t:ExpectPhase(PHASE_DRAW)
		t:ExpectCount(1, LOCATION_HAND, 1)
	end)
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {messenger})
	t:Check(1, function(t) -- P2's response window: Mystical Space Typhoon is activated in the Draw Phase
		t:ExpectTurn(4)
		t:ExpectPhase(PHASE_DRAW)
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, "Mystical Space Typhoon")
	end)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(mst, LOCATION_GRAVE, 0)
	t:ExpectCard(messenger, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000) -- no maintenance: Messenger of Peace was gone before the Standby Phase
end)

Test("R005 control: Messenger of Peace left alone costs 100 LP in P2's Standby Phase", function(t)
	for p = 0, 1 do
		for i = 1, 3 do
			Debug.AddCard("Celtic Guardian", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
	local messenger = Debug.AddCard("Messenger of Peace", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(1, PHASE_MAIN1)
	t:Yes(1) -- pay 100 LP
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(messenger, LOCATION_SZONE, 1)
	t:ExpectLP(1, 7900)
end)
