-- R041: monsters destroyed by battle are sent to the GY at the end of the Damage Step and their
-- "destroyed by battle" triggers activate then; then the game returns to the Battle Step.

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

local MYSTIC_TOMATO = 83011277
local SANGAN = 26202165

Test("R041 Mystic Tomato's trigger at the end of the Damage Step summons Sangan", function(t)
	Debug.AddCard(VORSE_RAIDER, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(LUSTER_DRAGON, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local tomato = Debug.AddCard(MYSTIC_TOMATO, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local sangan = Debug.AddCard(SANGAN, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, VORSE_RAIDER, tomato)
	t:Yes(1) -- activate Mystic Tomato
	t:Select(1, {sangan})
	t:Run()
	t:ExpectLP(1, 7500)
	t:ExpectCard(sangan, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	-- back in the Battle Step another monster may attack Sangan; Vorse Raider cannot attack again
	t:ExpectIllegal(0, "Attack", VORSE_RAIDER)
	t:Attack(0, LUSTER_DRAGON, sangan)
	t:Run()
	t:ExpectCard(sangan, LOCATION_GRAVE, 1)
end)
