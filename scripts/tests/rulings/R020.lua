-- R020: a monster that cannot be Special Summoned stays that way in the GY, even when its effects
-- were negated on the field.
local HA_DES = 53982768
local YATA = 3078576 -- Yata-Garasu: cannot be Special Summoned
local COTH = 97077563

Test("R020 Yata-Garasu destroyed by Ha Des still cannot be revived by Call of the Haunted", function(t)
	local hades = Debug.AddCard(HA_DES, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local yata = Debug.AddCard(YATA, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local coth = Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, hades, yata)
	t:Run()
	t:ExpectCard(yata, LOCATION_GRAVE, 1)
	t:ExpectCannotActivate(1, coth)
end)

Test("R020 the same Call of the Haunted revives a monster that may be Special Summoned", function(t)
	local hades = Debug.AddCard(HA_DES, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(14898066, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local coth = Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, hades, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCanActivate(1, coth)
end)
