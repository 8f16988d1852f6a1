-- R059: a card or effect whose cost cannot be paid in full cannot be activated.
local BREAK = 4178474 -- Raigeki Break: discard 1 card as its cost
local SEVEN_TOOLS = 3819470 -- Seven Tools of the Bandit: pay 1000 LP as its cost
local VORSE = 14898066
local CELTIC = 91152256

Test("R059 with an empty hand Raigeki Break cannot be activated", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local set = Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, set) -- Main Phase 1, with a target on the field
	t:Phase(0, PHASE_END)
	t:ExpectNotOffered(0, set)
	t:Run()
	t:ExpectCard(set, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
end)

Test("R059 at 900 LP Seven Tools of the Bandit cannot be activated to pay 1000", function(t)
	Debug.SetPlayerInfo(1, 900, 0, 0)
	local cost = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rbreak = Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local tools = Debug.AddCard(SEVEN_TOOLS, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, rbreak)
	t:Select(0, {cost})
	t:Select(0, {celtic})
	t:ExpectNotOffered(1, tools) -- a Trap was activated, but 1000 LP cannot be paid
	t:Run()
	t:ExpectLP(1, 900)
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectCard(tools, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("R059 contrast: at 1000 LP or more Seven Tools of the Bandit answers the same Raigeki Break", function(t)
	Debug.SetPlayerInfo(1, 1900, 0, 0)
	local cost = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rbreak = Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local tools = Debug.AddCard(SEVEN_TOOLS, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, rbreak)
	t:Select(0, {cost})
	t:Select(0, {celtic})
	t:Activate(1, tools)
	t:Run()
	t:ExpectLP(1, 900)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
	t:ExpectCard(rbreak, LOCATION_GRAVE, 0)
end)
