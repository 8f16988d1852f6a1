-- player 1 has an empty Deck: the duel ends in turn 4's Draw Phase, before player 1's Main Phase 1
Test("the duel ends before the queue is used", function(t)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
end)
