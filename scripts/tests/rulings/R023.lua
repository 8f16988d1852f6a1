-- R023: only face-up Attack Position monsters can declare attacks, each once per turn.

local VORSE_RAIDER = 14898066
local GIANT_SOLDIER_OF_STONE = 13039848
local CELTIC_GUARDIAN = 91152256

Test("R023 only face-up Attack Position monsters attack, once each", function(t)
	Debug.AddCard(VORSE_RAIDER, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(GIANT_SOLDIER_OF_STONE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	Debug.AddCard(CELTIC_GUARDIAN, 0, 0, LOCATION_MZONE, 2, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "Attack", GIANT_SOLDIER_OF_STONE)
	t:ExpectIllegal(0, "Attack", CELTIC_GUARDIAN)
	t:Attack(0, VORSE_RAIDER)
	-- back in the Battle Step no monster can declare another attack
	t:ExpectIllegal(0, "Attack")
	t:Run()
	t:ExpectLP(1, 6100)
end)
