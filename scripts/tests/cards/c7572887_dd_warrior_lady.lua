-- D.D. Warrior Lady (7572887): after damage calculation in a battle with an opponent's monster, you
-- can banish that monster and this card.
-- D.D. Warrior Lady: 1500/1600
-- Vorse Raider: 1900
-- Celtic Guardian: 1400

Test("D.D. Warrior Lady destroyed by battle still banishes its attacker and itself", function(t)
	t:Start{player = 1}
	local lady = Debug.AddCard("D.D. Warrior Lady", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, lady)
	t:Yes(0)
	t:Run()
	t:ExpectLP(0, 8000 - 400)
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
	t:ExpectCard(lady, LOCATION_REMOVED, 0)
end)

Test("D.D. Warrior Lady attacking: declined, the battle result stands", function(t)
	local lady = Debug.AddCard("D.D. Warrior Lady", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, lady, celtic)
	t:No(0)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectCard(lady, LOCATION_MZONE, 0)
	t:ExpectLP(1, 8000 - 100)
end)

Test("D.D. Warrior Lady attacking directly has no trigger", function(t)
	Debug.AddCard("D.D. Warrior Lady", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, "D.D. Warrior Lady")
	t:Run()
	t:ExpectLP(1, 8000 - 1500)
end)
