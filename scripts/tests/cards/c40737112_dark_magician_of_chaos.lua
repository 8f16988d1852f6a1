-- Dark Magician of Chaos (40737112): banished instead of going to the GY; banishes what it destroys.
local DMOC = 40737112
local DARK_HOLE = 53129443
local VORSE = 14898066 -- 1900 ATK

Test("Dark Magician of Chaos destroyed by Dark Hole is banished instead", function(t)
	local dmoc = Debug.AddCard(DMOC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(dmoc, LOCATION_REMOVED, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
end)

Test("Dark Magician of Chaos banishes the monster it destroys by battle", function(t)
	local dmoc = Debug.AddCard(DMOC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, dmoc, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
	t:ExpectLP(1, 8000 - 900)
	t:ExpectCard(dmoc, LOCATION_MZONE, 0)
end)

Test("Dark Magician of Chaos face-down is not banished when destroyed", function(t)
	local dmoc = Debug.AddCard(DMOC, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local hole = Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(dmoc, LOCATION_GRAVE, 1)
end)

Test("Dark Magician of Chaos returned to the hand is banished instead: it would leave the field", function(t)
	local dmoc = Debug.AddCard(DMOC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local ced = Debug.AddCard(94192409, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN) -- Compulsory Evacuation Device
	t:Phase(0, PHASE_BATTLE_START)
	t:Activate(1, ced)
	t:Select(1, {dmoc})
	t:Run()
	t:ExpectCard(dmoc, LOCATION_REMOVED, 0)
end)
