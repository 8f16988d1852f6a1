-- Compulsory Evacuation Device (94192409): Normal Trap; target 1 monster on the field; return it
-- to the hand.
local CED = 94192409
local VORSE = 14898066
local CELTIC = 91152256

Test("Compulsory Evacuation Device returns an opponent's monster to its owner's hand", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CED, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(1, CED)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_MZONE, 0)
	t:ExpectCard(CED, LOCATION_GRAVE, 1)
end)

Test("Compulsory Evacuation Device can bounce a face-down monster", function(t)
	local set = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CED, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(1, CED)
	t:Select(1, {set})
	t:Run()
	t:ExpectCard(set, LOCATION_HAND, 0)
end)

Test("Compulsory Evacuation Device cannot be activated with no monster on the field", function(t)
	local ced = Debug.AddCard(CED, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(1, ced)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(ced, LOCATION_SZONE, 1, POS_FACEDOWN)
end)
