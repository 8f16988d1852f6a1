-- Mystical Space Typhoon (5318639): target 1 Spell/Trap on the field; destroy it.
local MST = 5318639
local COTH = 97077563
local VORSE = 14898066
local MIRROR = 44095762

Test("Mystical Space Typhoon destroys a Set card", function(t)
	Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	t:Activate(0, MST)
	t:Select(0, {set})
	t:Run()
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCard(MST, LOCATION_GRAVE, 0)
end)

Test("the target chained to Typhoon resolves first, then is destroyed with its monster (R044)", function(t)
	Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local coth = Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	t:Activate(0, MST)
	t:Select(0, {coth})
	t:Activate(1, coth)
	t:Select(1, {vorse})
	-- Typhoon is still on the field while its chain resolves
	t:Check(0, function(t) t:ExpectCard(MST, LOCATION_SZONE, 0) end)
	t:Run()
	t:ExpectCard(coth, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_MZONE, 0)
end)

Test("Mystical Space Typhoon cannot target itself", function(t)
	Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, MST)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("a Quick-Play Spell Set this turn cannot be activated", function(t)
	Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Set(0, MST)
	t:ExpectNotOffered(0, MST)
	t:Phase(0, PHASE_END)
	t:Run()
end)
