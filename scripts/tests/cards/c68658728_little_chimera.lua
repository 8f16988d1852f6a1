-- Little Chimera (68658728): FIRE monsters on the field gain 500 ATK; WATER monsters lose 400 ATK.
-- Little Chimera: FIRE 600
-- Garoozis: FIRE 1800
-- Nightmare Penguin: WATER 900 (its own +200 reaches only its controller's WATER monsters)
-- Vorse Raider: DARK 1900

Test("Little Chimera raises FIRE on both sides, itself included, and lowers WATER", function(t)
	local chimera = Debug.AddCard("Little Chimera", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local garoozis = Debug.AddCard("Garoozis", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectAttack(chimera, 1100)
	t:ExpectAttack(garoozis, 2300)
	t:ExpectAttack(vorse, 1900)
end)

Test("Little Chimera's effects end when it leaves the field; a WATER monster cannot go below 0", function(t)
	local chimera = Debug.AddCard("Little Chimera", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local penguin = Debug.AddCard("Nightmare Penguin", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local chimera2 = Debug.AddCard("Little Chimera", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local chimera3 = Debug.AddCard("Little Chimera", 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	-- 900 + 200 (its own) - 3 x 400 = -100: shown as 0
	t:ExpectAttack(penguin, 0)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Dark Hole")
	t:Run()
	t:ExpectCard(chimera, LOCATION_GRAVE, 0)
	t:ExpectCard(penguin, LOCATION_GRAVE, 1)
end)
