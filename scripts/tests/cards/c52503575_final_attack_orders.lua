-- Final Attack Orders (52503575): every face-up monster is kept in Attack Position and no face-up
-- monster's battle position can be changed.

Test("Final Attack Orders can be activated and stays face-up", function(t)
	local fao = Debug.AddCard("Final Attack Orders", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, fao)
	t:Run()
	t:ExpectCard(fao, LOCATION_SZONE, 0, POS_FACEUP)
end)

Test("Final Attack Orders puts face-up Defense monsters in Attack Position and locks positions", function(t)
	local fao = Debug.AddCard("Final Attack Orders", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local own = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hidden = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:Activate(0, fao)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectCard(hidden, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "ChangePosition", own)
	t:Run()
end)
