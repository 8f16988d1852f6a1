-- Guardian Angel Joan (68007326): mandatory "when": when this card destroys a monster by battle and
-- sends it to the GY, you gain LP equal to that monster's original ATK.
-- Guardian Angel Joan: ATK 2800
-- Vorse Raider: ATK 1900
-- Celtic Guardian: ATK 1400, DEF 1200

Test("Guardian Angel Joan gains the ATK of the monster it destroys", function(t)
	local joan = Debug.AddCard("Guardian Angel Joan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, joan, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 900)
	t:ExpectLP(0, 8000 + 1900)
end)

Test("Guardian Angel Joan gains the ATK, not the DEF, of a face-down defender", function(t)
	local joan = Debug.AddCard("Guardian Angel Joan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, joan, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000)
	t:ExpectLP(0, 8000 + 1400)
end)

Test("Guardian Angel Joan also gains LP when it destroys the attacker", function(t)
	t:Start{player = 1}
	Debug.AddCard("Guardian Angel Joan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, "Guardian Angel Joan")
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 900)
	t:ExpectLP(0, 8000 + 1900)
end)
