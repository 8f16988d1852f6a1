-- docs/testing.md, example 1: summon a monster and attack directly.

-- Vorse Raider: Normal monster, ATK 1900

Test("Vorse Raider is summoned and attacks directly", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, "Vorse Raider")
	t:Run()
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0, POS_FACEUP_ATTACK)

	-- it was summoned this turn, but it may attack: that is only forbidden on the first turn of the duel
	t:Attack(0, "Vorse Raider")
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	t:ExpectPhase(PHASE_BATTLE_STEP)
end)
