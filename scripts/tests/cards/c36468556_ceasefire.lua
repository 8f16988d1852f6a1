-- Ceasefire (36468556): flip every face-down monster face-up Defense, then 500 damage to the
-- opponent per face-up Effect Monster on the field.
-- Dark Ruler Ha Des: Effect Monster

Test("Ceasefire counts the face-up Effect Monsters of both sides after the flips", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Dark Ruler Ha Des", 1, 1, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Dark Ruler Ha Des", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Ceasefire", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Ceasefire")
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCount(1, LOCATION_MZONE, 2)
	t:ExpectLP(1, 7000)
	t:ExpectLP(0, 8000)
end)

Test("Ceasefire cannot be activated with only face-up Normal monsters on the field", function(t)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Ceasefire", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, "Ceasefire")
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Ceasefire cannot be activated while a face-up Jinzo is on the field", function(t)
	Debug.AddCard("Jinzo", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Ceasefire", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, "Ceasefire")
	t:Phase(0, PHASE_END)
	t:Run()
end)
