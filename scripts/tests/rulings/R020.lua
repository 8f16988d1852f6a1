-- R020: a monster that cannot be Special Summoned stays that way in the GY, even when its effects
-- were negated on the field.
-- Yata-Garasu: cannot be Special Summoned

Test("R020 Yata-Garasu destroyed by Ha Des still cannot be revived by Call of the Haunted", function(t)
	local hades = Debug.AddCard("Dark Ruler Ha Des", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local yata = Debug.AddCard("Yata-Garasu", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local coth = Debug.AddCard("Call of the Haunted", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, hades, yata)
	t:Run()
	t:ExpectCard(yata, LOCATION_GRAVE, 1)
	t:ExpectCannotActivate(1, coth)
end)

Test("R020 the same Call of the Haunted revives a monster that may be Special Summoned", function(t)
	local hades = Debug.AddCard("Dark Ruler Ha Des", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local coth = Debug.AddCard("Call of the Haunted", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, hades, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCanActivate(1, coth)
end)
