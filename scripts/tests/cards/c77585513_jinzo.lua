-- Jinzo (77585513): Traps cannot be activated, and the effects of all Traps on the field are negated.
local JINZO = 77585513
local MIRROR = 44095762
local VORSE = 14898066
local CALL = 97077563
local MST = 5318639

Test("with Jinzo face-up, a Set Mirror Force cannot be activated", function(t)
	t:Start{player = 1}
	Debug.AddCard(JINZO, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mirror = Debug.AddCard(MIRROR, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(1, vorse, JINZO)
	t:ExpectNotOffered(0, mirror)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(mirror, LOCATION_SZONE, 0)
	t:ExpectLP(1, 7500)
end)

Test("the opponent of Jinzo's controller cannot activate a Set Trap either", function(t)
	Debug.AddCard(JINZO, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	local call = Debug.AddCard(CALL, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, call)
	t:Run()
end)

Test("once Jinzo is gone, Traps can be activated again", function(t)
	t:Start{player = 1}
	local jinzo = Debug.AddCard(JINZO, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mirror = Debug.AddCard(MIRROR, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(53129443, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) -- Dark Hole
	t:Activate(1, 53129443)
	t:Summon(1, vorse)
	t:Attack(1, vorse)
	t:Activate(0, mirror)
	t:Run()
	t:ExpectCard(jinzo, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(mirror, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000)
end)
