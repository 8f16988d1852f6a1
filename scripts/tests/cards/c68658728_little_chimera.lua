-- Little Chimera (68658728): FIRE monsters on the field gain 500 ATK; WATER monsters lose 400 ATK.
local CHIMERA = 68658728  -- FIRE 600
local GAROOZIS = 14977074 -- FIRE 1800
local PENGUIN = 81306586  -- WATER 900 (its own +200 reaches only its controller's WATER monsters)
local VORSE = 14898066    -- DARK 1900

Test("Little Chimera raises FIRE on both sides, itself included, and lowers WATER", function(t)
	local chimera = Debug.AddCard(CHIMERA, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local garoozis = Debug.AddCard(GAROOZIS, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectAttack(chimera, 1100)
	t:ExpectAttack(garoozis, 2300)
	t:ExpectAttack(vorse, 1900)
end)

Test("Little Chimera's effects end when it leaves the field; a WATER monster cannot go below 0", function(t)
	local chimera = Debug.AddCard(CHIMERA, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local penguin = Debug.AddCard(PENGUIN, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local chimera2 = Debug.AddCard(CHIMERA, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local chimera3 = Debug.AddCard(CHIMERA, 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	-- 900 + 200 (its own) - 3 x 400 = -100: shown as 0
	t:ExpectAttack(penguin, 0)
	Debug.AddCard(53129443, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) -- Dark Hole
	t:Activate(0, 53129443)
	t:Run()
	t:ExpectCard(chimera, LOCATION_GRAVE, 0)
	t:ExpectCard(penguin, LOCATION_GRAVE, 1)
end)
