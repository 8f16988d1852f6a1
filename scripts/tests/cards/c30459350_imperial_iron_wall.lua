-- Imperial Iron Wall (30459350): Continuous Trap; while it is face-up on the field, no card can be
-- banished by either player (R075: this prohibition beats "banished instead").
local IRON_WALL = 30459350
local IMT = 36261276 -- Interdimensional Matter Transporter: banish a face-up monster you control
local MST = 5318639
local DMOC = 40737112 -- Dark Magician of Chaos, 2800 ATK: banished instead of leaving the field
local DARK_HOLE = 53129443
local SPIRIT = 13522325 -- Spirit of Flames: summoned by banishing 1 FIRE monster from the GY (a cost)
local SOLAR = 45985838 -- Solar Flare Dragon: FIRE
local BTH = 29401950 -- Bottomless Trap Hole
local VORSE = 14898066 -- 1900 ATK


Test("R075 under Imperial Iron Wall Dark Magician of Chaos destroyed by Dark Hole goes to the GY", function(t)
	Debug.AddCard(IRON_WALL, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local dmoc = Debug.AddCard(DMOC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DARK_HOLE)
	t:Run()
	t:ExpectCard(dmoc, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCount(0, LOCATION_REMOVED, 0)
end)

Test("R075 the opponent's Imperial Iron Wall applies too: what Dark Magician of Chaos destroys by battle goes to the GY", function(t)
	Debug.AddCard(IRON_WALL, 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local dmoc = Debug.AddCard(DMOC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, dmoc, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_REMOVED, 0)
	t:ExpectLP(1, 8000 - 900)
end)

Test("a Set Imperial Iron Wall does not apply: Dark Magician of Chaos is still banished", function(t)
	local wall = Debug.AddCard(IRON_WALL, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local dmoc = Debug.AddCard(DMOC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DARK_HOLE)
	t:Run()
	t:ExpectCard(dmoc, LOCATION_REMOVED, 0)
	t:ExpectCard(wall, LOCATION_SZONE, 0, POS_FACEDOWN)
end)

Test("once Imperial Iron Wall has left the field, cards are banished again", function(t)
	local wall = Debug.AddCard(IRON_WALL, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local dmoc = Debug.AddCard(DMOC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, MST)
	t:Select(0, {wall})
	t:Activate(0, DARK_HOLE)
	t:Run()
	t:ExpectCard(wall, LOCATION_GRAVE, 0)
	t:ExpectCard(dmoc, LOCATION_REMOVED, 0)
end)

Test("with Imperial Iron Wall face-up Interdimensional Matter Transporter cannot banish", function(t)
	Debug.AddCard(IRON_WALL, 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local imt = Debug.AddCard(IMT, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectNotOffered(0, imt)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(imt, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectCount(0, LOCATION_REMOVED, 0)
end)

Test("under Imperial Iron Wall a cost that banishes cannot be paid: no Spirit of Flames", function(t)
	Debug.AddCard(IRON_WALL, 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local solar = Debug.AddCard(SOLAR, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local spirit = Debug.AddCard(SPIRIT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", spirit)
	t:Run()
	t:ExpectCard(spirit, LOCATION_HAND, 0)
	t:ExpectCard(solar, LOCATION_GRAVE, 0)
end)

Test("under Imperial Iron Wall Bottomless Trap Hole cannot be activated: the monster cannot be banished", function(t)
	Debug.AddCard(IRON_WALL, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bth = Debug.AddCard(BTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, vorse)
	t:Pass(1) -- the window before the summon succeeds
	t:ExpectNotOffered(1, bth) -- the window after it, where it would be offered
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(bth, LOCATION_SZONE, 1, POS_FACEDOWN)
end)
