-- R005: in the Draw Phase nothing can be activated before the normal draw; afterwards the turn
-- player has priority first, the opponent only after the turn player passes.
-- The ruling's Messenger of Peace is not in the card database yet: only the order of the windows
-- is tested here.

local CELTIC_GUARDIAN = 91152256

Test("R005 the Draw Phase windows come after the draw, the turn player's first", function(t)
	for p = 0, 1 do
		for i = 1, 3 do
			Debug.AddCard(CELTIC_GUARDIAN, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
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
	t:Skip("needs Messenger of Peace (44656491), which is not in the card database yet")
end)
