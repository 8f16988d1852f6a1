-- R071: a monster turned face-up while an effect resolves starts applying its continuous effects
-- only after that whole effect has finished: Ceasefire flips Jinzo and still inflicts its damage.
local CEASEFIRE = 36468556
local JINZO = 77585513
local VORSE = 14898066

Test("R071 Ceasefire flips Jinzo face-up and still inflicts 500 damage", function(t)
	local jinzo = Debug.AddCard(JINZO, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CEASEFIRE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, CEASEFIRE)
	t:Run()
	t:ExpectCard(jinzo, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCard(CEASEFIRE, LOCATION_GRAVE, 0)
	t:ExpectLP(1, 7500)
	t:ExpectLP(0, 8000)
end)

Test("R071 once Ceasefire has resolved, the flipped Jinzo negates Traps", function(t)
	Debug.AddCard(JINZO, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CEASEFIRE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(CEASEFIRE, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(0, CEASEFIRE)
	t:Run()
	t:ExpectLP(1, 7500)
	-- the second Ceasefire (a face-up Effect Monster is on the field) cannot be activated any more
	t:ExpectNotOffered(0, CEASEFIRE)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCount(0, LOCATION_SZONE, 1)
end)

Test("R071 control: with a face-down Normal monster only, Ceasefire inflicts no damage", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CEASEFIRE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, CEASEFIRE)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectLP(1, 8000)
end)
