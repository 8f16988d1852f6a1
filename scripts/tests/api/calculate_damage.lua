-- Duel.CalculateDamage: an effect makes two monsters battle at once. Damage is dealt inside the
-- effect's operation; the monsters it destroys leave once the chain has resolved (ygopro's effect
-- damage step). No bundled card does this, so the tests give Vorse Raider and Giant Soldier of Stone
-- such effects.
-- Vorse Raider: ATK 1900 / DEF 1200
-- Giant Soldier of Stone: ATK 1300 / DEF 2000
-- Celtic Guardian: ATK 1400 / DEF 1200

-- Ignition: "this card battles the target now"; what the operation saw is kept in `seen`
local function battleNow(c, seen)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
		if chk == 0 then return Duel.IsExistingMatchingCard(aux.TRUE, tp, 0, LOCATION_MZONE, 1, nil) end
	end)
	e:SetOperation(function(e, tp)
		local tc = Duel.GetFirstMatchingCard(aux.TRUE, tp, 0, LOCATION_MZONE, nil)
		Duel.CalculateDamage(e:GetHandler(), tc)
		seen.lp = Duel.GetLP(1 - tp)
		seen.onField = tc:IsLocation(LOCATION_MZONE)
		seen.phase = Duel.GetCurrentPhase()
		seen.attacker = Duel.GetAttacker()
	end)
	c:RegisterEffect(e)
end

Test("an effect's damage calculation deals the battle damage at once; the destroyed monster leaves after the chain", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local seen = {}
	battleNow(vorse, seen)
	t:Activate(0, vorse)
	t:Run()
	assert(seen.lp == 8000 - 500, "damage inside the operation: " .. tostring(seen.lp))
	assert(seen.onField, "destroyed by battle, but still on the field while the chain resolves")
	assert(seen.phase == PHASE_DAMAGE, "a Damage Step while the effect resolves")
	assert(seen.attacker == vorse, "the effect's attacker is the attacker")
	t:ExpectLP(1, 7500)
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	assert(Duel.GetCurrentPhase() == PHASE_MAIN1, "back in the Main Phase")
	assert(Duel.GetAttacker() == nil, "no attack is going on")
	assert(celtic:IsReason(REASON_BATTLE), "destroyed by battle")
end)

Test("a face-down target is flipped face-up for the effect's damage calculation", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	battleNow(vorse, {})
	t:Activate(0, vorse)
	t:Run()
	t:ExpectCard(giant, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectLP(0, 8000 - 100)
	t:ExpectLP(1, 8000)
end)

Test("a damage calculation by an effect in the Battle Step ends the attack that was declared", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	-- "when an opponent's monster declares an attack: this card battles it"
	local e = Effect.CreateEffect(giant)
	e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_TRIGGER_F)
	e:SetCode(EVENT_ATTACK_ANNOUNCE)
	e:SetRange(LOCATION_MZONE)
	e:SetCondition(function(e, tp) return Duel.GetAttacker():IsControler(1 - tp) end)
	e:SetOperation(function(e) Duel.CalculateDamage(e:GetHandler(), Duel.GetAttacker()) end)
	giant:RegisterEffect(e)
	t:Attack(0, vorse, celtic)
	t:Run()
	t:ExpectCard(giant, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 600)
	t:ExpectCard(celtic, LOCATION_MZONE, 1, POS_FACEUP_ATTACK) -- the declared attack did not go on
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("a damage calculation by an effect in the Damage Step replaces the attack's own (Dreamsprite)", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	-- on the attacked Giant: "before damage calculation, the attacker battles Celtic Guardian instead"
	local e = Effect.CreateEffect(giant)
	e:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
	e:SetCode(EVENT_BATTLE_CONFIRM)
	e:SetCondition(function(e) return Duel.GetAttackTarget() == e:GetHandler() end)
	e:SetOperation(function(e) Duel.CalculateDamage(Duel.GetAttacker(), celtic) end)
	giant:RegisterEffect(e)
	-- Vorse's "when this card destroys a monster by battle" sees the monster it battled
	local seen = {}
	local e2 = Effect.CreateEffect(vorse)
	e2:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
	e2:SetCode(EVENT_BATTLE_DESTROYING)
	e2:SetOperation(function(e) seen[#seen + 1] = e:GetHandler():GetBattleTarget() end)
	vorse:RegisterEffect(e2)
	t:Attack(0, vorse, giant)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 500) -- Vorse vs Celtic only: no damage calculation against Giant afterwards
	t:ExpectCard(giant, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	assert(#seen == 1 and seen[1] == celtic, "one battle destroyed a monster: Celtic Guardian")
end)
