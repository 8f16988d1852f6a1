-- R050: an activated trigger or ignition effect still resolves if its monster leaves the field or
-- turns face-down in response, unless the effect needs the monster to stay face-up on the field.
local ZABORG = 51945556 -- Zaborg the Thunder Monarch, ATK 2400
local VORSE = 14898066
local CELTIC = 91152256
local RING = 83555666 -- Ring of Destruction

Test("R050 Zaborg destroyed by Ring of Destruction in response still destroys its target", function(t)
	local tribute = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local zaborg = Debug.AddCard(ZABORG, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local ring = Debug.AddCard(RING, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, zaborg)
	t:Select(0, {tribute})
	t:Select(0, {vorse})     -- Zaborg's trigger targets Vorse Raider
	t:Activate(1, ring)      -- chained to it
	t:Select(1, {zaborg})
	t:Run()
	t:ExpectCard(zaborg, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 5600)
	t:ExpectLP(1, 5600)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(ring, LOCATION_GRAVE, 1)
end)

Test("R050 Breaker the Magical Warrior destroyed in response still destroys the Set card", function(t)
	local breaker = Debug.AddCard(71413901, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(breaker, 0x1, 1) -- 1 Spell Counter
	local mirror = Debug.AddCard(44095762, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local rbreak = Debug.AddCard(4178474, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
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
