-- Queued checks, expectations between runs, the log, printing and skipping.

Test("t:Check runs at the player's next window without answering it", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local seen = 0
	t:Check(1, function(t)
		seen = seen + 1
		t:ExpectPhase(PHASE_MAIN1) -- player 1's response to player 0 leaving Main Phase 1
		t:ExpectChainLength(0)
	end)
	t:Attack(0, "Vorse Raider")
	t:Run()
	assert(seen == 1, "the check ran " .. seen .. " times")
	t:ExpectLP(1, 6100)
	t:ExpectCard("Vorse Raider", LOCATION_ONFIELD, 0, POS_FACEUP)
	t:ExpectCount(1, LOCATION_ONFIELD + LOCATION_HAND, 0)
end)

Test("t:Run with nothing queued returns at once", function(t)
	t:Run()
	t:ExpectTurn(0) -- the duel has not begun
end)

Test("t:Log prints the duel log and print reaches the test's output", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, "Vorse Raider")
	t:Run()
	print("after the attack:")
	t:Log()
end)

Test("the duel ending ends the run", function(t)
	Debug.SetPlayerInfo(1, 1000, 0, 0)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, "Vorse Raider")
	t:Run()
	t:ExpectWinner(0)
	t:ExpectLP(1, 0)
end)
