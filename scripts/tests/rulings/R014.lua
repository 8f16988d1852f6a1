-- R014: several effects that trigger in the Standby or End Phase are activated and resolved one at a
-- time, each as its own chain, in the order their controller chooses; the opponent may respond to each.
-- Solar Flare Dragon: during your End Phase, 500 damage to your opponent

Test("R014 two Solar Flare Dragons in the End Phase: two chains of one link each", function(t)
	local first = Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local second = Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_END)
	-- player 0 chooses which goes first: the one in zone 1
	t:Order(0, {second, first})
	t:Check(1, function(t) -- player 1's response window to the first chain
		t:ExpectPhase(PHASE_END)
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, second)
		t:ExpectLP(1, 8000)
	end)
	t:Pass(1)
	t:Check(1, function(t) -- a separate window for the second chain, after the first resolved
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, first)
		t:ExpectLP(1, 7500)
	end)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectLP(1, 7000)
end)

Test("R014 a phase trigger whose card left during an earlier chain of that phase is not activated", function(t)
	local first = Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local second = Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local ring = Debug.AddCard("Ring of Destruction", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_END)
	t:Order(0, {first, second})
	-- in answer to the first Solar Flare Dragon, the second one is destroyed (1500 to each player)
	t:Activate(1, ring)
	t:Select(1, {second})
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(second, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000 - 1500)
	t:ExpectLP(1, 8000 - 1500 - 500)
end)
