-- R042: a "when this card destroys a monster by battle and sends it to the GY" trigger cannot
-- activate if this card was destroyed in that battle too.
-- Guardian Angel Joan, ATK 2800
-- Vorse Raider: ATK 1900

Test("R042 Guardian Angel Joan against Guardian Angel Joan: both destroyed, nobody gains LP", function(t)
	local mine = Debug.AddCard("Guardian Angel Joan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local theirs = Debug.AddCard("Guardian Angel Joan", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, mine, theirs)
	t:Run()
	t:ExpectCard(mine, LOCATION_GRAVE, 0)
	t:ExpectCard(theirs, LOCATION_GRAVE, 1)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)

Test("R042 contrast: Guardian Angel Joan survives against Vorse Raider and gains 1900", function(t)
	local joan = Debug.AddCard("Guardian Angel Joan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, joan, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 7100)
	t:ExpectLP(0, 9900)
end)
