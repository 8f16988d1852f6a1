-- Raigeki Break (4178474): Normal Trap; discard 1 card; target 1 card on the field; destroy it.
local BREAK = 4178474
local MIRROR = 44095762
local VORSE = 14898066
local CELTIC = 91152256

Test("Raigeki Break discards 1 and destroys a targeted monster", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local cost = Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(BREAK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(1, BREAK)
	t:Select(1, {cost})
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(cost, LOCATION_GRAVE, 1)
	t:ExpectCard(BREAK, LOCATION_GRAVE, 1)
end)

Test("Raigeki Break can destroy a Set Spell or Trap", function(t)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, BREAK)
	t:Select(0, {CELTIC})
	t:Select(0, {mirror})
	t:Run()
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
end)

Test("Raigeki Break cannot target itself: alone on the field it cannot be activated", function(t)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, set)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("R050 Raigeki Break destroys Breaker the Magical Warrior, whose effect still resolves", function(t)
	local breaker = Debug.AddCard(71413901, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(breaker, 0x1, 1) -- 1 Spell Counter
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local rbreak = Debug.AddCard(BREAK, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local cost = Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, breaker)
	t:Select(0, {mirror})
	t:Activate(1, rbreak)
	t:Select(1, {cost})
	t:Select(1, {breaker})
	t:Run()
	t:ExpectCard(breaker, LOCATION_GRAVE, 0)
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
	t:ExpectCard(rbreak, LOCATION_GRAVE, 1)
end)
