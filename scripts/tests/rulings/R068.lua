-- R068: a card cannot be activated when its effect would have nothing at all to apply to.
-- Smashing Ground: destroy the opponent's face-up monster with the highest DEF

Test("R068 Smashing Ground cannot be activated when the opponent has only face-down monsters", function(t)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Smashing Ground", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Smashing Ground")
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("R068 Smashing Ground cannot be activated when the opponent has no monster", function(t)
	Debug.AddCard("Smashing Ground", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Smashing Ground")
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("R068 contrast: once the opponent's monster is face-up, Smashing Ground can be activated", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local smashing = Debug.AddCard("Smashing Ground", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	for p = 0, 1 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	t:ExpectNotOffered(0, smashing)
	t:Phase(1, PHASE_MAIN1)
	t:FlipSummon(1, vorse) -- player 1 flips it in its own turn
	t:Phase(0, PHASE_MAIN1)
	t:Activate(0, smashing)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(smashing, LOCATION_GRAVE, 0)
end)
