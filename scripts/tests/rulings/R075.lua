-- R075: a prohibition beats a requirement: "cards cannot be banished" (Imperial Iron Wall) beats
-- "banished instead of going to the GY" (Banisher of the Light).

Test("R075 under Banisher of the Light a destroyed monster is banished", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Banisher of the Light", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:Attack(0, vorse, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_REMOVED, 1)
end)

Test("R075 with Imperial Iron Wall face-up the destroyed monster goes to the GY after all", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Banisher of the Light", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	local wall = Debug.AddCard("Imperial Iron Wall", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, wall)
	t:Pass(0)
	t:Attack(0, vorse, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
end)
