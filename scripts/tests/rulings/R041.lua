-- R041: monsters destroyed by battle are sent to the GY at the end of the Damage Step and their
-- "destroyed by battle" triggers activate then; then the game returns to the Battle Step.

Test("R041 a monster destroyed by battle reaches the GY at the end of the Damage Step", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Luster Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, "Vorse Raider", celtic)
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
	t:ExpectIllegal(0, "Attack", "Vorse Raider")
	t:Attack(0, "Luster Dragon")
	t:Run()
	t:ExpectPhase(PHASE_BATTLE_STEP)
	t:ExpectLP(1, 5600)
end)

Test("R041 Mystic Tomato's trigger at the end of the Damage Step summons Sangan", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Luster Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local tomato = Debug.AddCard("Mystic Tomato", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local sangan = Debug.AddCard("Sangan", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, "Vorse Raider", tomato)
	t:Yes(1) -- activate Mystic Tomato
	t:Select(1, {sangan})
	t:Run()
	t:ExpectLP(1, 7500)
	t:ExpectCard(sangan, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	-- back in the Battle Step another monster may attack Sangan; Vorse Raider cannot attack again
	t:ExpectIllegal(0, "Attack", "Vorse Raider")
	t:Attack(0, "Luster Dragon", sangan)
	t:Run()
	t:ExpectCard(sangan, LOCATION_GRAVE, 1)
end)
