-- Injection Fairy Lily (79575620): during damage calculation, pay 2000 LP to gain 3000 ATK for that
-- damage calculation only.
-- Vorse Raider: 1900 ATK

Test("Injection Fairy Lily pays 2000 LP and wins the battle with 3400 ATK", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local lily = Debug.AddCard("Injection Fairy Lily", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, lily)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:Activate(1, lily)
	t:Run()
	t:ExpectLP(1, 6000)
	t:ExpectLP(0, 8000 - 1500)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectAttack(lily, 400) -- the gain was for that damage calculation only
end)

Test("Injection Fairy Lily cannot pay with less than 2000 LP", function(t)
	Debug.SetPlayerInfo(1, 1999, 0, 0)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local lily = Debug.AddCard("Injection Fairy Lily", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, lily)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:ExpectNotOffered(1, lily)
	t:Run()
	t:ExpectCard(lily, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 1999 - 1500)
end)
