-- Effect Veiler (97268402): Tuner, Level 1, 0/0; in the opponent's Main Phase, send it from the hand
-- to the GY to target 1 face-up Effect Monster the opponent controls: its effects are negated until
-- the end of the turn.
-- Number 17: Leviathan Dragon: once per turn detach 1: +500 ATK;
--    no direct attacks without material
-- Elemental HERO Avian: Level 3 Normal monster
-- Vorse Raider: Normal monster

-- player 0's properly summoned Leviathan Dragon with n materials
local function leviathan_with(n)
	local lev = Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	for i = 1, n do Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK) end
	return lev
end

Test("Effect Veiler chained to Leviathan Dragon's effect: it resolves negated, the cost stays paid", function(t)
	local lev = leviathan_with(1)
	local veiler = Debug.AddCard("Effect Veiler", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, lev)
	t:Activate(1, veiler)
	t:Select(1, {lev})
	t:Run()
	t:ExpectCard(veiler, LOCATION_GRAVE, 1)
	t:ExpectAttack(lev, 2000)
	t:ExpectCount(0, LOCATION_GRAVE, 1) -- the detached material
	if lev:GetOverlayCount() ~= 0 then error("the material was detached as the cost") end
end)

Test("Effect Veiler after Leviathan Dragon's effect resolved: it loses the 500 ATK (R082)", function(t)
	local lev = leviathan_with(2)
	local veiler = Debug.AddCard("Effect Veiler", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, lev)
	t:Select(0, {"Elemental HERO Avian"})
	t:Run()
	t:ExpectAttack(lev, 2500)
	t:Activate(1, veiler)
	t:Select(1, {lev})
	t:Run()
	t:ExpectAttack(lev, 2000)
end)

Test("Effect Veiler negates Leviathan Dragon's restriction: with no material it may attack directly", function(t)
	local lev = leviathan_with(0)
	local veiler = Debug.AddCard("Effect Veiler", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, veiler)
	t:Select(1, {lev})
	t:Attack(0, lev)
	t:Run()
	t:ExpectLP(1, 8000 - 2000)
end)

Test("Effect Veiler's negation ends with the turn", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local lev = leviathan_with(1)
	local veiler = Debug.AddCard("Effect Veiler", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, veiler)
	t:Select(1, {lev})
	t:Check(0, function(t) t:ExpectCannotActivate(0, lev) end)
	t:Phase(0, PHASE_MAIN1) -- turn 5
	t:Check(0, function(t)
		t:ExpectTurn(5)
		t:ExpectCanActivate(0, lev)
	end)
	t:Run()
end)

Test("Effect Veiler cannot be activated in its owner's own turn", function(t)
	Debug.AddCard("Number 17: Leviathan Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local veiler = Debug.AddCard("Effect Veiler", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, veiler)
	t:Run()
end)

Test("Effect Veiler cannot be activated in the opponent's Battle Phase", function(t)
	local lev = leviathan_with(1)
	local veiler = Debug.AddCard("Effect Veiler", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, lev)
	t:ExpectNotOffered(1, veiler) -- the window after the attack declaration
	t:Run()
	t:ExpectLP(1, 8000 - 2000)
	t:ExpectCard(veiler, LOCATION_HAND, 1)
end)

Test("Effect Veiler can be activated in the opponent's Main Phase 2", function(t)
	local lev = leviathan_with(1)
	local veiler = Debug.AddCard("Effect Veiler", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_MAIN2)
	t:Activate(0, lev)
	t:Activate(1, veiler)
	t:Select(1, {lev})
	t:Run()
	t:ExpectPhase(PHASE_MAIN2)
	t:ExpectAttack(lev, 2000)
	t:ExpectCard(veiler, LOCATION_GRAVE, 1)
end)

Test("Effect Veiler cannot target a Normal Monster", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local veiler = Debug.AddCard("Effect Veiler", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, "Vorse Raider")
	t:ExpectNotOffered(1, veiler)
	t:Run()
end)

Test("Effect Veiler cannot target a face-down monster", function(t)
	Debug.AddCard("Krebons", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local veiler = Debug.AddCard("Effect Veiler", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, "Vorse Raider")
	t:ExpectNotOffered(1, veiler)
	t:Run()
end)

Test("Effect Veiler cannot target its own controller's monster", function(t)
	Debug.AddCard("Krebons", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local veiler = Debug.AddCard("Effect Veiler", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, "Vorse Raider")
	t:ExpectNotOffered(1, veiler)
	t:Run()
end)

Test("Effect Veiler is a Level 1 Tuner", function(t)
	local veiler = Debug.AddCard("Effect Veiler", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Check(0, function(t)
		if not veiler:IsTuner() or veiler:GetLevel() ~= 1 then error("Effect Veiler is a Level 1 Tuner") end
	end)
	t:Run()
end)
