-- R013: durations counted in turns include both players' turns unless the card counts only one
-- player's; Swords of Revealing Light counts only the opponent's turns.

Test("R013 Swords of Revealing Light from turn 1 stops attacks on turns 2, 4 and 6 and is gone by turn 7", function(t)
	t:Start{player = 0, turn = 1}
	for p = 0, 1 do
		for i = 1, 4 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
	local swords = Debug.AddCard("Swords of Revealing Light", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, swords)
	for _, turn in ipairs({2, 4, 6}) do
		t:Phase(1, PHASE_MAIN1)
		t:Run()
		t:ExpectTurn(turn)
		t:ExpectCard(swords, LOCATION_SZONE, 0, POS_FACEUP)
		t:ExpectIllegal(1, "Attack", vorse)
	end
	t:Phase(0, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(7)
	t:ExpectCard(swords, LOCATION_GRAVE, 0)
	-- and on turn 8 the opponent attacks again
	t:Phase(1, PHASE_BATTLE_STEP)
	t:Attack(1, vorse)
	t:Run()
	t:ExpectLP(0, 8000 - 1900)
end)
