-- R041: monsters destroyed by battle are sent to the GY at the end of the Damage Step, then the game
-- returns to the Battle Step. The ruling's Mystic Tomato and Sangan are not in the card database
-- yet: Celtic Guardian (ATK 1400) stands in for Mystic Tomato, and its trigger is skipped below.

local VORSE_RAIDER = 14898066
local CELTIC_GUARDIAN = 91152256
local LUSTER_DRAGON = 11091375

Test("R041 a monster destroyed by battle reaches the GY at the end of the Damage Step", function(t)
	Debug.AddCard(VORSE_RAIDER, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(LUSTER_DRAGON, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC_GUARDIAN, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, VORSE_RAIDER, celtic)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:Pass(0)
	t:Pass(1)
	-- after damage calculation: damage dealt, the loser still on the field
	t:Check(0, function(t)
		t:ExpectPhase(PHASE_DAMAGE)
		t:ExpectLP(1, 7500)
		t:ExpectCard(celtic, LOCATION_MZONE, 1)
	end)
	t:Pass(0)
	t:Pass(1)
	-- the end of the Damage Step: now in the GY
	t:Check(0, function(t)
		t:ExpectPhase(PHASE_DAMAGE)
		t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	end)
	-- back in the Battle Step: Vorse Raider has attacked, another monster may attack
	t:ExpectIllegal(0, "Attack", VORSE_RAIDER)
	t:Attack(0, LUSTER_DRAGON)
	t:Run()
	t:ExpectPhase(PHASE_BATTLE_STEP)
	t:ExpectLP(1, 5600)
end)

Test("R041 Mystic Tomato's trigger at the end of the Damage Step", function(t)
	t:Skip("needs Mystic Tomato (83011277) and Sangan (26202165), which are not in the card database yet")
end)
