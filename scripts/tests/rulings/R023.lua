-- R023: only face-up Attack Position monsters can declare attacks, each once per turn.

Test("R023 only face-up Attack Position monsters attack, once each", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Giant Soldier of Stone", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 2, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "Attack", "Giant Soldier of Stone")
	t:ExpectIllegal(0, "Attack", "Celtic Guardian")
	t:Attack(0, "Vorse Raider")
	-- back in the Battle Step no monster can declare another attack
	t:ExpectIllegal(0, "Attack")
	t:Run()
	t:ExpectLP(1, 6100)
end)
