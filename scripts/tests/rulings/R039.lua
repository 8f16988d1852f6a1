-- R039: a monster destroyed by battle stops applying its continuous effects as soon as its destruction
-- is determined, though it goes to the GY only at the end of the Damage Step. Jinzo destroyed by
-- battle no longer stops Trap Cards at the battle-damage timing.
-- Jinzo: 2400 ATK: Trap Cards cannot be activated
-- Blue-Eyes White Dragon: 3000 ATK
-- Injection Fairy Lily, 400 ATK
-- Vorse Raider: 1900 ATK

Test("R039 Jinzo destroyed by battle: Damage Condenser summons Injection Fairy Lily", function(t)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local jinzo = Debug.AddCard("Jinzo", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local condenser = Debug.AddCard("Damage Condenser", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local discard = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local lily = Debug.AddCard("Injection Fairy Lily", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, bewd, jinzo)
	t:Activate(1, condenser)
	t:Select(1, {discard}) -- the cost
	t:Check(0, function(t)
		-- the battle damage is taken; Jinzo is still on the field, but its effect no longer applies
		t:ExpectPhase(PHASE_DAMAGE)
		t:ExpectLP(1, 7400)
		t:ExpectChainLink(1, condenser)
		t:ExpectCard(jinzo, LOCATION_MZONE, 1)
	end)
	t:Select(1, {lily})
	t:Run()
	t:ExpectLP(1, 7400)
	t:ExpectCard(lily, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectAttack(lily, 400)
	t:ExpectCard(jinzo, LOCATION_GRAVE, 1)
	t:ExpectCard(discard, LOCATION_GRAVE, 1)
	t:ExpectCard(condenser, LOCATION_GRAVE, 1)
end)

Test("R039 Jinzo not destroyed in the battle still stops Damage Condenser", function(t)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Jinzo", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local condenser = Debug.AddCard("Damage Condenser", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local lily = Debug.AddCard("Injection Fairy Lily", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, bewd, vorse)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:ExpectNotOffered(1, condenser) -- no battle damage yet
	t:Pass(1)                         -- the window before damage is calculated
	t:Check(1, function(t)
		t:ExpectPhase(PHASE_DAMAGE)
		t:ExpectLP(1, 8000 - 1100) -- the battle damage is taken
	end)
	t:ExpectNotOffered(1, condenser) -- Jinzo still applies
	t:Run()
	t:ExpectLP(1, 8000 - 1100)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(condenser, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectCard(lily, LOCATION_DECK, 1)
end)

Test("R039 without Jinzo Damage Condenser is offered after the battle damage", function(t)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local condenser = Debug.AddCard("Damage Condenser", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Injection Fairy Lily", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, bewd, vorse)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:ExpectNotOffered(1, condenser)
	t:Pass(1)
	t:ExpectOffered(1, condenser)
	t:Run()
end)
