-- Swords of Revealing Light (72302403): flip the opponent's face-down monsters face-up; stays on the
-- field, the opponent's monsters cannot attack, destroyed in the opponent's 3rd End Phase.

Test("Swords of Revealing Light flips the opponent's face-down monsters face-up", function(t)
	local hidden = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local own = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Swords of Revealing Light", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Swords of Revealing Light")
	t:Run()
	t:ExpectCard(hidden, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCard(own, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
end)

Test("Swords of Revealing Light stays on the field and stops the opponent's attacks", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local swords = Debug.AddCard("Swords of Revealing Light", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, swords)
	t:Run()
	t:ExpectCard(swords, LOCATION_SZONE, 0, POS_FACEUP)
	t:Phase(1, PHASE_MAIN1)
	t:ExpectIllegal(1, "Attack", vorse)
	t:Run()
end)

Test("Swords of Revealing Light is destroyed in the End Phase of the opponent's third turn", function(t)
	for p = 0, 1 do
		for i = 1, 4 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
	local swords = Debug.AddCard("Swords of Revealing Light", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, swords)
	t:Phase(1, PHASE_MAIN1) -- turn 8: the opponent's third turn
	t:Phase(1, PHASE_MAIN1)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(8)
	t:ExpectCard(swords, LOCATION_SZONE, 0)
	t:Phase(0, PHASE_MAIN1)
	t:Run()
	t:ExpectCard(swords, LOCATION_GRAVE, 0)
end)
