-- Mask of Weakness (57882509): Normal Trap; while a monster is attacking (also in the Damage Step, up
-- to damage calculation): target the attacking monster; it loses 700 ATK until the end of this turn.
-- Vorse Raider: 1900 ATK
-- Celtic Guardian: 1400 ATK

Test("Mask of Weakness: the attacker loses 700 ATK and deals that much less damage", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mask = Debug.AddCard("Mask of Weakness", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(1, mask)
	t:Run()
	t:ExpectAttack(vorse, 1900 - 700)
	t:ExpectLP(1, 8000 - 1200)
	t:ExpectCard(mask, LOCATION_GRAVE, 1)
end)

Test("Mask of Weakness is not offered while no monster is attacking", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mask = Debug.AddCard("Mask of Weakness", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(0, PHASE_BATTLE_START)
	t:ExpectNotOffered(1, mask) -- Battle Phase, no attack declared yet
	t:Attack(0, vorse)
	t:ExpectOffered(1, mask)
	t:Run()
	t:ExpectLP(1, 8000 - 1900) -- not used: full damage
	t:ExpectCard(mask, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("Mask of Weakness in the Damage Step turns the battle: the attacker is destroyed instead", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mask = Debug.AddCard("Mask of Weakness", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse, celtic)
	t:Phase(0, PHASE_DAMAGE)
	t:Check(1, function(t) t:ExpectPhase(PHASE_DAMAGE) end)
	t:Activate(1, mask)
	t:Run()
	-- 1200 against 1400
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectLP(0, 8000 - 200)
	t:ExpectLP(1, 8000)
end)

Test("the ATK loss lasts until the end of the turn, not longer", function(t)
	for p = 0, 1 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mask = Debug.AddCard("Mask of Weakness", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(1, mask)
	t:Phase(0, PHASE_MAIN2)
	t:Run()
	t:ExpectAttack(vorse, 1200)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectAttack(vorse, 1900)
end)
