-- Ceasefire (36468556): flip every face-down monster face-up Defense, then 500 damage to the
-- opponent per face-up Effect Monster on the field.
local CEASEFIRE = 36468556
local JINZO = 77585513
local VORSE = 14898066
local HADES = 53982768 -- Effect Monster

Test("Ceasefire counts the face-up Effect Monsters of both sides after the flips", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(HADES, 1, 1, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(HADES, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CEASEFIRE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, CEASEFIRE)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCount(1, LOCATION_MZONE, 2)
	t:ExpectLP(1, 7000)
	t:ExpectLP(0, 8000)
end)

Test("Ceasefire cannot be activated with only face-up Normal monsters on the field", function(t)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CEASEFIRE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, CEASEFIRE)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Ceasefire cannot be activated while a face-up Jinzo is on the field", function(t)
	Debug.AddCard(JINZO, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CEASEFIRE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, CEASEFIRE)
	t:Phase(0, PHASE_END)
	t:Run()
end)
