-- Wave-Motion Cannon (38992735): 1000 damage per Standby Phase of its controller spent face-up.

Test("Wave-Motion Cannon activated and used after 1 Standby Phase inflicts 1000", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local cannon = Debug.AddCard("Wave-Motion Cannon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, cannon)
	t:Run()
	t:ExpectCard(cannon, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectNotOffered(0, cannon) -- no Standby Phase counted yet
	t:Phase(0, PHASE_MAIN1)
	t:Activate(0, cannon)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard(cannon, LOCATION_GRAVE, 0)
	t:ExpectLP(1, 7000)
end)

Test("Wave-Motion Cannon does not count the opponent's Standby Phases", function(t)
	t:Start{player=1, turn=4, phase=PHASE_DRAW}
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local cannon = Debug.AddCard("Wave-Motion Cannon", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	t:Phase(0, PHASE_MAIN1) -- player 1's Standby of turn 4, then player 0's of turn 5
	t:Activate(0, cannon)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectLP(1, 7000)
end)
