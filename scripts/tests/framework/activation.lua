-- Activations and chains: t:Activate, t:ExpectOffered / t:ExpectNotOffered, the chain expectations.

-- Mystical Space Typhoon: Quick-Play Spell: destroy 1 Spell/Trap on the field

Test("t:Activate plays a card; its target is a t:Select; the chain can be inspected while it builds", function(t)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	t:ExpectOffered(0, "Mystical Space Typhoon")
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {set})
	-- player 1's window in response: the chain holds player 0's Typhoon, and player 1's Set one could answer it
	t:Check(1, function(t)
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, "Mystical Space Typhoon")
	end)
	t:ExpectOffered(1, set)
	t:Run()
	t:ExpectChainLength(0)
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCount(0, LOCATION_GRAVE, 1) -- the Typhoon itself, after the chain
end)

Test("t:ExpectNotOffered: a Typhoon with nothing to target cannot be activated", function(t)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Mystical Space Typhoon")
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("a chain of two resolves last to first", function(t)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local mine = Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local theirs = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, mine)
	t:Select(0, {theirs})
	-- player 1 answers with its Set Typhoon on player 0's activated one
	t:Activate(1, theirs)
	t:Select(1, {mine})
	t:Check(0, function(t)
		t:ExpectChainLength(2)
		t:ExpectChainLink(2, theirs)
	end)
	t:Run()
	t:ExpectCard(mine, LOCATION_GRAVE, 0)
	t:ExpectCard(theirs, LOCATION_GRAVE, 1)
end)

Test("t:ExpectCanActivate / t:ExpectCannotActivate ask about right now", function(t)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	-- nothing to target yet
	t:ExpectCannotActivate(0, "Mystical Space Typhoon")
	local set = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	t:ExpectCanActivate(0, "Mystical Space Typhoon")
	-- player 1's Set Typhoon has nothing to target: it cannot target itself and the other Typhoon is in a hand
	t:ExpectCannotActivate(1, set)
end)
