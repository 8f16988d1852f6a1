-- R075: a prohibition beats a requirement: "cards cannot be banished" (Imperial Iron Wall) beats
-- "banished instead of going to the GY" (Banisher of the Light).
local IRON_WALL = 30459350
local BANISHER = 61528025
local VORSE = 14898066
local CELTIC = 91152256

Test("R075 under Banisher of the Light a destroyed monster is banished", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(BANISHER, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:Attack(0, vorse, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_REMOVED, 1)
end)

Test("R075 with Imperial Iron Wall face-up the destroyed monster goes to the GY after all", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(BANISHER, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	local wall = Debug.AddCard(IRON_WALL, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, wall)
	t:Pass(0)
	t:Attack(0, vorse, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
end)
