-- Spear Dragon (31553716): piercing battle damage; after it attacks, it is changed to Defense
-- Position at the end of the Damage Step.
-- Spear Dragon: 1900/0
-- Celtic Guardian: 1400/1200
-- Giant Soldier of Stone: DEF 2000

Test("Spear Dragon pierces a Defense Position monster and then turns to Defense Position", function(t)
	local spear = Debug.AddCard("Spear Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:Attack(0, spear, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 700)
	t:ExpectCard(spear, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
end)

Test("Spear Dragon turns to Defense after a direct attack; attacked, it does not change", function(t)
	local spear = Debug.AddCard("Spear Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, spear)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	t:ExpectCard(spear, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
end)

Test("a stronger defender stops the piercing; Spear Dragon still turns to Defense", function(t)
	local spear = Debug.AddCard("Spear Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:Attack(0, spear, giant)
	t:Run()
	t:ExpectLP(0, 8000 - 100)
	t:ExpectLP(1, 8000)
	t:ExpectCard(spear, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
end)

Test("an attacked Spear Dragon keeps its Attack Position", function(t)
	t:Start{player = 1}
	local spear = Debug.AddCard("Spear Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, celtic, spear)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectCard(spear, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)
