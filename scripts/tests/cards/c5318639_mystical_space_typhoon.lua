-- Mystical Space Typhoon (5318639): target 1 Spell/Trap on the field; destroy it.
local MST = 5318639
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
