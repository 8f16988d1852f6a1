-- Compulsory Evacuation Device (94192409): Normal Trap; target 1 monster on the field; return it
-- to the hand.
local CED = 94192409
local DOOMED = 79759861
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

Test("R064 chained to Tribute to the Doomed, it saves the target: Tribute to the Doomed does nothing", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local other = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local cost = Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DOOMED, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CED, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, DOOMED)
	t:Select(0, {cost})
	t:Select(0, {vorse})
	t:Activate(1, CED)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_HAND, 1)
	t:ExpectCard(other, LOCATION_MZONE, 1) -- the target is not replaced by another monster
	t:ExpectCard(cost, LOCATION_GRAVE, 0) -- and the cost stays paid
	t:ExpectCard(DOOMED, LOCATION_GRAVE, 0)
end)
