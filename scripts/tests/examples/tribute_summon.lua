-- docs/testing.md, example 2: a Tribute Summon, then a battle against a face-down monster.

-- Celtic Guardian: ATK 1400, Level 4
-- Summoned Skull: ATK 2500, Level 6: one tribute
-- Giant Soldier of Stone: DEF 2000

Test("Summoned Skull is Tribute Summoned and destroys a face-down defender", function(t)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 2, POS_FACEDOWN_DEFENSE)

	t:Summon(0, "Summoned Skull")
	t:Select(0, {celtic})            -- the engine asks which monster to tribute
	t:Attack(0, "Summoned Skull", giant)
	t:Run()

	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	t:ExpectCard(giant, LOCATION_GRAVE, 1) -- flipped face-up, then destroyed: 2500 > 2000
	t:ExpectLP(1, 8000)                   -- no damage through a Defense Position monster
	t:ExpectAttack("Summoned Skull", 2500)
end)
