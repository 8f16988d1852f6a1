-- docs/testing.md, example 2: a Tribute Summon, then a battle against a face-down monster.

local CELTIC_GUARDIAN = 91152256        -- ATK 1400, Level 4
local SUMMONED_SKULL = 70781052         -- ATK 2500, Level 6: one tribute
local GIANT_SOLDIER_OF_STONE = 13039848 -- DEF 2000

Test("Summoned Skull is Tribute Summoned and destroys a face-down defender", function(t)
	local celtic = Debug.AddCard(CELTIC_GUARDIAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(SUMMONED_SKULL, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local giant = Debug.AddCard(GIANT_SOLDIER_OF_STONE, 1, 1, LOCATION_MZONE, 2, POS_FACEDOWN_DEFENSE)

	t:Summon(0, SUMMONED_SKULL)
	t:Select(0, {celtic})            -- the engine asks which monster to tribute
	t:Attack(0, SUMMONED_SKULL, giant)
	t:Run()

	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	t:ExpectCard(giant, LOCATION_GRAVE, 1) -- flipped face-up, then destroyed: 2500 > 2000
	t:ExpectLP(1, 8000)                   -- no damage through a Defense Position monster
	t:ExpectAttack(SUMMONED_SKULL, 2500)
end)
