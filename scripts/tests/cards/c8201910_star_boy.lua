-- Star Boy (8201910): WATER monsters on the field gain 500 ATK; FIRE monsters lose 400 ATK.
local STAR_BOY = 8201910  -- WATER 550
local GAROOZIS = 14977074 -- FIRE 1800
local PENGUIN = 81306586  -- WATER 900, +200 to its controller's WATER monsters
local VORSE = 14898066

Test("Star Boy raises WATER on both sides and lowers FIRE", function(t)
	local star = Debug.AddCard(STAR_BOY, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local penguin = Debug.AddCard(PENGUIN, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local garoozis = Debug.AddCard(GAROOZIS, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	t:ExpectAttack(star, 1050)
	t:ExpectAttack(penguin, 900 + 500 + 200)
	t:ExpectAttack(garoozis, 1400)
	t:ExpectAttack(vorse, 1900)
end)

Test("a face-down Star Boy applies nothing", function(t)
	Debug.AddCard(STAR_BOY, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local garoozis = Debug.AddCard(GAROOZIS, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(garoozis, 1800)
end)
