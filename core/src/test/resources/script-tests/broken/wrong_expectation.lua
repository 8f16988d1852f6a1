Test("a wrong expectation", function(t)
	Debug.AddCard(14898066, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, 14898066)
	t:Run()
	t:ExpectLP(1, 6000) -- Vorse Raider's direct attack leaves 6100
end)
