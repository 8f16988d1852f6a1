-- Mirror Force (44095762): when an opponent's monster declares an attack, destroy every Attack
-- Position monster they control.

Test("Mirror Force destroys the attacker's side's Attack Position monsters and ends the attack", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local defender = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_DEFENSE)
	Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, "Vorse Raider")
	t:Activate(1, "Mirror Force")
	t:Run()
	t:ExpectCount(0, LOCATION_MZONE, 1)
	t:ExpectCard(defender, LOCATION_MZONE, 0)
	t:ExpectLP(1, 8000)
end)

Test("Mirror Force is not offered outside an attack declaration", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mirror = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(0, PHASE_BATTLE_START)
	t:ExpectNotOffered(1, mirror)
	t:Phase(0, PHASE_END)
	t:Run()
end)
