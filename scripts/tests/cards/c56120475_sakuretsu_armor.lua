-- Sakuretsu Armor (56120475): Normal Trap; when an opponent's monster declares an attack: target
-- the attacking monster; destroy it.

Test("Sakuretsu Armor destroys the attacker, and only the attacker", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local armor = Debug.AddCard("Sakuretsu Armor", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(1, armor)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_MZONE, 0)
	t:ExpectCard(armor, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000) -- the attack ended without damage
end)

Test("Sakuretsu Armor is not offered before an attack, nor for its own controller's attack", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mine = Debug.AddCard("Sakuretsu Armor", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local theirs = Debug.AddCard("Sakuretsu Armor", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(0, PHASE_BATTLE_START)
	t:ExpectNotOffered(1, theirs)
	t:Attack(0, vorse)
	t:ExpectNotOffered(0, mine) -- player 0's window at the declaration
	t:ExpectOffered(1, theirs)
	t:Run()
	t:ExpectLP(1, 6100)
end)
