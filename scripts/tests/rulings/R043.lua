-- R043: Spell Speed 1 (Normal Spells, ...) never answers anything; Spell Speed 2 (Quick-Play Spells,
-- Normal Traps, ...) answers Spell Speed 1 or 2; Spell Speed 3 (Counter Traps) answers anything, and
-- only Spell Speed 3 may answer Spell Speed 3.
local MST = 5318639 -- Mystical Space Typhoon, speed 2
local DUST = 60082869 -- Dust Tornado, speed 2
local POT = 55144522 -- Pot of Greed, speed 1
local JAMMER = 77414722 -- Magic Jammer, speed 3
local SEVEN_TOOLS = 3819470 -- Seven Tools of the Bandit, speed 3
local MIRROR = 44095762 -- the Set card Mystical Space Typhoon aims at
local VORSE = 14898066

Test("R043 Dust Tornado (speed 2) may answer Mystical Space Typhoon; a Set Pot of Greed may not", function(t)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local dust = Debug.AddCard(DUST, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local pot = Debug.AddCard(POT, 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, MST)
	t:Select(0, {mirror})
	t:ExpectNotOffered(1, pot)
	t:Activate(1, dust)
	t:Select(1, {MST}) -- the face-up Typhoon itself
	t:Run()
	-- Dust Tornado resolved first and destroyed the Typhoon, whose effect still resolved
	t:ExpectCard(MST, LOCATION_GRAVE, 0)
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
	t:ExpectCard(dust, LOCATION_GRAVE, 1)
	t:ExpectCard(pot, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("R043 against a Counter Trap, only a Counter Trap: Dust Tornado may not answer Magic Jammer", function(t)
	for i = 1, 2 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local set = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local dust = Debug.AddCard(DUST, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(SEVEN_TOOLS, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(JAMMER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, MST)
	t:Select(0, {set})
	t:Activate(1, JAMMER)
	t:Select(1, {VORSE})
	t:ExpectNotOffered(0, dust)
	t:ExpectOffered(0, SEVEN_TOOLS)
	t:Activate(0, SEVEN_TOOLS)
	t:Check(1, function(t)
		t:ExpectChainLength(3)
		t:ExpectChainLink(3, SEVEN_TOOLS)
	end)
	t:Run()
	t:ExpectLP(0, 7000)
	-- Magic Jammer was negated, so the Typhoon resolved
	t:ExpectCard(JAMMER, LOCATION_GRAVE, 1)
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCard(MST, LOCATION_GRAVE, 0)
	t:ExpectCard(dust, LOCATION_SZONE, 0, POS_FACEDOWN)
end)
