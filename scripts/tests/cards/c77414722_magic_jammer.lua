-- Magic Jammer (77414722): when a Spell Card is activated: discard 1 card; negate the activation
-- and destroy it.
local JAMMER = 77414722
local POT = 55144522
local VORSE = 14898066
local SEVEN_TOOLS = 3819470
local MIRROR = 44095762
local MST = 5318639

Test("Magic Jammer negates a Spell; the discarded cost is not refunded (R058)", function(t)
	for i = 1, 3 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(JAMMER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local cost = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, POT)
	t:Activate(1, JAMMER)
	t:Select(1, {cost})
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCard(POT, LOCATION_GRAVE, 0)
	t:ExpectCard(cost, LOCATION_GRAVE, 1)
	t:ExpectCard(JAMMER, LOCATION_GRAVE, 1)
end)

Test("Magic Jammer cannot be activated without a card to discard (R059)", function(t)
	for i = 1, 3 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jammer = Debug.AddCard(JAMMER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, POT)
	t:ExpectNotOffered(1, jammer)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 2)
end)

Test("Magic Jammer cannot answer a Trap Card", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local jammer = Debug.AddCard(JAMMER, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, VORSE)
	t:Activate(1, MIRROR)
	t:ExpectNotOffered(0, jammer)
	t:Run()
	t:ExpectCount(0, LOCATION_MZONE, 0)
end)

Test("a three-link chain with Counter Traps resolves last to first (R043)", function(t)
	for i = 1, 3 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local set = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(JAMMER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local cost = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(SEVEN_TOOLS, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	-- link 1: Typhoon on the Set Mirror Force; link 2: Magic Jammer on Typhoon; link 3: Seven Tools on Jammer
	t:Activate(0, MST)
	t:Select(0, {set})
	t:Activate(1, JAMMER)
	t:Select(1, {cost})
	t:Activate(0, SEVEN_TOOLS)
	t:Check(1, function(t)
		t:ExpectChainLength(3)
		t:ExpectChainLink(3, SEVEN_TOOLS)
	end)
	t:Run()
	-- link 3 negated Jammer, so link 1 resolved: Mirror Force is destroyed
	t:ExpectLP(0, 7000)
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCard(JAMMER, LOCATION_GRAVE, 1)
	t:ExpectCard(MST, LOCATION_GRAVE, 0)
	t:ExpectCard(SEVEN_TOOLS, LOCATION_GRAVE, 0)
end)
