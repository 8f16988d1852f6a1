-- Return from the Different Dimension (27174286, Normal Trap): pay half your LP; Special Summon as
-- many of your banished monsters as possible; in the End Phase of this turn banish them again.
local RETURN = 27174286
local VORSE = 14898066
local CELTIC = 91152256
local SKULL = 70781052
local BABY_DRAGON = 88819587
local RED_EYES_DARKNESS = 96561011 -- Special Summoned only by its own procedure first
local BOOK = 14087893 -- Book of Moon
local SOLEMN = 41420027 -- Solemn Judgment

Test("pays half the LP and brings back every banished monster; in the End Phase they are banished again", function(t)
	Debug.SetPlayerInfo(0, 7777, 0, 0)
	local ret = Debug.AddCard(RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	t:Activate(0, ret)
	t:Run()
	t:ExpectLP(0, 7777 - 3888) -- half, rounded down (R063)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(celtic, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(ret, LOCATION_GRAVE, 0)
	t:Attack(0, vorse) -- they may attack
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	t:Phase(0, PHASE_END)
	t:Check(0, function(t)
		t:ExpectCard(vorse, LOCATION_REMOVED, 0)
		t:ExpectCard(celtic, LOCATION_REMOVED, 0)
		t:ExpectCount(0, LOCATION_MZONE, 0)
	end)
	t:Run()
end)

Test("only the opponent's banished monsters: it cannot be activated", function(t)
	local ret = Debug.AddCard(RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(VORSE, 1, 1, LOCATION_REMOVED, 0, POS_FACEUP)
	t:ExpectNotOffered(0, ret)
	t:Run()
	t:ExpectLP(0, 8000)
	t:ExpectCard(ret, LOCATION_SZONE, 0, POS_FACEDOWN)
end)

Test("no free Monster Zone: it cannot be activated", function(t)
	local ret = Debug.AddCard(RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(VORSE, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	for zone = 0, 4 do Debug.AddCard(BABY_DRAGON, 0, 0, LOCATION_MZONE, zone, POS_FACEUP_ATTACK) end
	t:ExpectNotOffered(0, ret)
	t:Run()
	t:ExpectLP(0, 8000)
end)

Test("more banished monsters than free zones: the player chooses which come back", function(t)
	local ret = Debug.AddCard(RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	local skull = Debug.AddCard(SKULL, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	for zone = 0, 3 do Debug.AddCard(BABY_DRAGON, 0, 0, LOCATION_MZONE, zone, POS_FACEUP_ATTACK) end
	t:Activate(0, ret)
	t:Select(0, {skull})
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
	t:ExpectLP(0, 4000)
end)

Test("a banished monster that was never properly summoned stays banished", function(t)
	local ret = Debug.AddCard(RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	local darkness = Debug.AddCard(RED_EYES_DARKNESS, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	t:Activate(0, ret)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCard(darkness, LOCATION_REMOVED, 0)
end)

Test("the half-LP cost is not refunded when the activation is negated (R058)", function(t)
	local ret = Debug.AddCard(RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	local solemn = Debug.AddCard(SOLEMN, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, ret)
	t:Activate(1, solemn)
	t:Run()
	t:ExpectLP(0, 4000)
	t:ExpectLP(1, 4000)
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
	t:ExpectCard(ret, LOCATION_GRAVE, 0)
end)

Test("a summoned monster turned face-down is no longer one of them: it is not banished in the End Phase", function(t)
	local ret = Debug.AddCard(RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_REMOVED, 0, POS_FACEUP)
	Debug.AddCard(BOOK, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, ret)
	t:Run()
	t:Activate(0, BOOK)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_END)
	t:Check(0, function(t)
		t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE) -- R076: the link to it ended
		t:ExpectCard(celtic, LOCATION_REMOVED, 0)
	end)
	t:Run()
end)
