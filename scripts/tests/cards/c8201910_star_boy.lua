-- Star Boy (8201910): WATER monsters on the field gain 500 ATK; FIRE monsters lose 400 ATK.
-- Star Boy: WATER 550
-- Garoozis: FIRE 1800
-- Nightmare Penguin: WATER 900, +200 to its controller's WATER monsters

Test("Star Boy raises WATER on both sides and lowers FIRE", function(t)
	local star = Debug.AddCard("Star Boy", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local penguin = Debug.AddCard("Nightmare Penguin", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local garoozis = Debug.AddCard("Garoozis", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	t:ExpectAttack(star, 1050)
	t:ExpectAttack(penguin, 900 + 500 + 200)
	t:ExpectAttack(garoozis, 1400)
	t:ExpectAttack(vorse, 1900)
end)

Test("a face-down Star Boy applies nothing", function(t)
	Debug.AddCard("Star Boy", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local garoozis = Debug.AddCard("Garoozis", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(garoozis, 1800)
end)
