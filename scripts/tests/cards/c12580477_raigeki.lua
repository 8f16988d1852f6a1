-- Raigeki (12580477): destroy every monster your opponent controls.
local RAIGEKI = 12580477
local VORSE = 14898066

Test("Raigeki destroys all of the opponent's monsters and none of yours", function(t)
	Debug.AddCard(RAIGEKI, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:Activate(0, RAIGEKI)
	t:Run()
	t:ExpectCount(1, LOCATION_MZONE, 0)
	t:ExpectCount(1, LOCATION_GRAVE, 2)
	t:ExpectCount(0, LOCATION_MZONE, 1)
end)

Test("Raigeki needs an opposing monster", function(t)
	Debug.AddCard(RAIGEKI, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, RAIGEKI)
	t:Phase(0, PHASE_END)
	t:Run()
end)
