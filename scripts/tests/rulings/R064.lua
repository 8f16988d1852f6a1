-- R064: targets are chosen on activation and never change; a target that has left its place by
-- resolution is not affected (no other card is chosen instead), and the costs already paid are lost.
-- Tribute to the Doomed: discard 1 (cost); destroy 1 targeted monster
-- Compulsory Evacuation Device: return 1 targeted monster to the hand

Test("R064 Vorse Raider returned to the hand in response: Tribute to the Doomed does nothing, its cost is lost", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local other = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local cost = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Tribute to the Doomed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Compulsory Evacuation Device", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Tribute to the Doomed")
	t:Select(0, {cost})
	t:Select(0, {vorse})
	t:Check(1, function(t)
		t:ExpectCard(cost, LOCATION_GRAVE, 0) -- the cost is paid
	end)
	t:Activate(1, "Compulsory Evacuation Device")
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_HAND, 1)
	t:ExpectCard(other, LOCATION_MZONE, 1) -- the target is not replaced by another monster
	t:ExpectCard(cost, LOCATION_GRAVE, 0) -- and the cost stays paid
	t:ExpectCard("Tribute to the Doomed", LOCATION_GRAVE, 0)
end)
