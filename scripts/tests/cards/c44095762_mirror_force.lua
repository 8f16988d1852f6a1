-- Mirror Force (44095762): when an opponent's monster declares an attack, destroy every Attack
-- Position monster they control.
local MIRROR = 44095762
local VORSE = 14898066
local CELTIC = 91152256

Test("Mirror Force destroys the attacker's side's Attack Position monsters and ends the attack", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local defender = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 2, POS_FACEUP_DEFENSE)
	Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, VORSE)
	t:Activate(1, MIRROR)
	t:Run()
	t:ExpectCount(0, LOCATION_MZONE, 1)
	t:ExpectCard(defender, LOCATION_MZONE, 0)
	t:ExpectLP(1, 8000)
end)

Test("Mirror Force is not offered outside an attack declaration", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(0, PHASE_BATTLE_START)
	t:ExpectNotOffered(1, mirror)
	t:Phase(0, PHASE_END)
	t:Run()
end)
