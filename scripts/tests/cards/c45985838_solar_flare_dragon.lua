-- Solar Flare Dragon (45985838): while you control another face-up Pyro monster, your opponent
-- cannot target it for attacks. Once per turn, during your End Phase: 500 damage to your opponent.
-- Solar Flare Dragon: Pyro, ATK 1500

Test("Solar Flare Dragon burns the opponent for 500 in its controller's End Phase only", function(t)
	Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectLP(1, 7500)
	-- the opponent's End Phase: nothing
	t:Phase(1, PHASE_END)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 7500)
end)

Test("Solar Flare Dragon cannot be attacked while another face-up Pyro stands beside it", function(t)
	t:Start{player = 1}
	Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	-- each shields the other: no attack target at all, and no direct attack either
	t:ExpectIllegal(1, "Attack", vorse)
	t:Phase(1, PHASE_MAIN2)
	t:Run()
	t:ExpectLP(0, 8000)
end)

Test("Solar Flare Dragon can be attacked when the other Pyro is face-down", function(t)
	t:Start{player = 1}
	local sfd = Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, sfd)
	t:Run()
	t:ExpectCard(sfd, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 7600)
end)
