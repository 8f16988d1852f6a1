-- R025: against an Attack Position target the lower-ATK monster is destroyed and its controller
-- takes the difference; equal non-zero ATK destroys both with no damage; two 0-ATK monsters
-- destroy nothing and deal no damage (the ruling's Thousand-Eyes Idol, ATK 0, against another).

-- Thousand-Eyes Idol: ATK 0

Test("R025 the weaker target is destroyed and its controller takes the difference", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, "Vorse Raider", celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0)
	t:ExpectLP(1, 7500)
	t:ExpectLP(0, 8000)
end)

Test("R025 the weaker attacker is destroyed and its controller takes the difference", function(t)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, celtic, vorse)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
	t:ExpectLP(0, 7500)
	t:ExpectLP(1, 8000)
end)

Test("R025 equal ATK destroys both without damage", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local archfiend = Debug.AddCard("Archfiend Soldier", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, archfiend)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(archfiend, LOCATION_GRAVE, 1)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)

Test("R025 Thousand-Eyes Idol attacking a Thousand-Eyes Idol: two 0-ATK monsters destroy nothing", function(t)
	local mine = Debug.AddCard("Thousand-Eyes Idol", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local theirs = Debug.AddCard("Thousand-Eyes Idol", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, mine, theirs)
	t:Run()
	t:ExpectCard(mine, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(theirs, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)
