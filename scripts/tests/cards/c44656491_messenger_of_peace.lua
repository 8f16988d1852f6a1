-- Messenger of Peace (44656491): monsters with 1500 or more ATK cannot declare an attack; 100 LP
-- (or the card is destroyed) in each of its controller's Standby Phases.
-- Vorse Raider: ATK 1900
-- Armored Zombie: ATK 1500
-- Kuriboh, ATK 300

Test("Messenger of Peace stops monsters with 1500 or more ATK, not weaker ones", function(t)
	Debug.AddCard("Messenger of Peace", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local zombie = Debug.AddCard("Armored Zombie", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local small = Debug.AddCard("Kuriboh", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	t:ExpectIllegal(0, "Attack", vorse)
	t:ExpectIllegal(0, "Attack", zombie) -- exactly 1500 is stopped too
	t:Attack(0, small)
	t:Run()
	t:ExpectLP(1, 8000 - 300)
end)

Test("Messenger of Peace: declining the 100 LP destroys it in its controller's Standby Phase", function(t)
	for p = 0, 1 do
		for i = 1, 2 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
	local messenger = Debug.AddCard("Messenger of Peace", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	-- nothing in P1's own turn 4 Standby Phase concerns P0's card: no prompt there
	t:Phase(0, PHASE_MAIN1)
	t:No(0)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard(messenger, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000)
end)

Test("Messenger of Peace is destroyed when its controller cannot pay 100 LP", function(t)
	for p = 0, 1 do
		for i = 1, 2 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
	Debug.SetPlayerInfo(0, 50, 0, 0)
	local messenger = Debug.AddCard("Messenger of Peace", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	t:Phase(0, PHASE_MAIN1)
	t:Run()
	t:ExpectCard(messenger, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 50)
end)
