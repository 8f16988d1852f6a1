-- R026: against a Defense Position monster, ATK above DEF destroys it with no damage, equal
-- destroys nothing, lower destroys nothing and the attacker's controller takes the difference; a
-- face-down target is flipped face-up before damage calculation and stays face-up if it survives.
-- Zoa (DEF 1900) stands in for the ruling's Command Knight, which is not in the card database.

Test("R026 ATK above DEF destroys the defender without damage", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local luster = Debug.AddCard("Luster Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:Attack(0, "Vorse Raider", luster)
	t:Run()
	t:ExpectCard(luster, LOCATION_GRAVE, 1)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)

Test("R026 ATK equal to DEF destroys nothing", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local zoa = Debug.AddCard("Zoa", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:Attack(0, "Vorse Raider", zoa)
	t:Run()
	t:ExpectCard(zoa, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)

Test("R026 a face-down defender is flipped, survives and the attacker's controller takes the difference", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, "Vorse Raider", giant)
	-- turned face-up before damage calculation
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:Check(0, function(t)
		t:ExpectCard(giant, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
		t:ExpectLP(0, 8000)
	end)
	t:Run()
	t:ExpectCard(giant, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(0, 7900)
	t:ExpectLP(1, 8000)
end)
