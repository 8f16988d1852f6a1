-- Ring of Destruction (83555666): only 1 per turn, in the opponent's turn: target a face-up monster
-- they control whose ATK is at most their LP; destroy it, then you take damage equal to its
-- original ATK, then they take the same.

Test("Ring of Destruction destroys the monster; its activator takes the damage first, then the opponent", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Ring of Destruction", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(1, "Ring of Destruction") -- at the end of player 0's Main Phase 1
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectLP(1, 6100)
	t:ExpectLP(0, 6100)
	t:ExpectCard("Ring of Destruction", LOCATION_GRAVE, 1)
end)

Test("chained to Pot of Greed, Ring of Destruction resolves first: both take 1900, then Pot of Greed draws", function(t)
	-- R053's scenario without its point (Sangan's trigger, not scripted yet): Vorse Raider stands in
	for i = 1, 2 do Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Ring of Destruction", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Pot of Greed")
	t:Activate(1, "Ring of Destruction")
	t:Select(1, {vorse})
	t:Run()
	t:ExpectLP(1, 6100)
	t:ExpectLP(0, 6100)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_HAND, 2)
end)

Test("Ring of Destruction cannot be activated in your own turn", function(t)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local ring = Debug.AddCard("Ring of Destruction", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, ring)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("a monster whose ATK is above the opponent's LP cannot be targeted", function(t)
	Debug.SetPlayerInfo(0, 1800, 0, 0)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK) -- 1900 > 1800
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE) -- face-down
	local ring = Debug.AddCard("Ring of Destruction", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(1, ring)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("if its activator drops to 0 LP, the opponent takes no damage", function(t)
	Debug.SetPlayerInfo(1, 1000, 0, 0)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Ring of Destruction", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(1, "Ring of Destruction")
	t:Select(1, {vorse})
	t:Run()
	t:ExpectLP(1, 0)
	t:ExpectLP(0, 8000)
	t:ExpectWinner(0)
end)

Test("only 1 Ring of Destruction per turn", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Ring of Destruction", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local second = Debug.AddCard("Ring of Destruction", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(1, "Ring of Destruction")
	t:Select(1, {vorse})
	t:ExpectNotOffered(1, second) -- not even chained to the first
	t:Phase(0, PHASE_BATTLE_START)
	t:ExpectNotOffered(1, second)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(second, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectLP(0, 6100)
end)
