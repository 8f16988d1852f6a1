-- R073: stackable continuous effects all apply and their modifiers add up.
-- Star Boy: WATER 550
-- Little Chimera: FIRE 600

Test("R073 Star Boy and Little Chimera: 650 and 700", function(t)
	local star = Debug.AddCard("Star Boy", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local chimera = Debug.AddCard("Little Chimera", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(star, 650)
	t:ExpectAttack(chimera, 700)
end)
