-- R083: ATK and DEF never drop below 0.
-- Swordsman of Landstar, ATK 500

Test("R083 Mask of Weakness on a 500 ATK attacker leaves it at 0, and it deals no damage", function(t)
	local attacker = Debug.AddCard("Swordsman of Landstar", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Mask of Weakness", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, attacker)
	t:Activate(1, "Mask of Weakness")
	t:Pass(0) -- no response: Mask of Weakness resolves
	t:Check(0, function(t) t:ExpectAttack(attacker, 0) end)
	t:Run()
	t:ExpectLP(1, 8000)
	t:ExpectAttack(attacker, 0)
end)
