-- EFFECT_DESTROY_REPLACE: "if this card / a card would be destroyed, you can … instead". The tests give
-- the effect to Normal monsters in set-up; the engine asks it while the cards are about to be destroyed
-- (by an effect in Duel.Destroy, by battle at damage calculation), before they move.
local VORSE = 14898066 -- 1900; a code, for Card.IsCode in the replacement's filter
-- Gene-Warped Warwolf: 2000
-- Celtic Guardian: 1400
-- Blue-Eyes White Dragon: 3000

-- Vorse Raider's own replacement: "if this card would be destroyed, you can lose 500 LP instead".
-- seen collects what the target saw at chk=0 and chk=1; ask=false answers without a prompt
local function payInstead(c, seen, ask)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
	e:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e:SetRange(LOCATION_MZONE)
	e:SetCode(EFFECT_DESTROY_REPLACE)
	e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
		local h = e:GetHandler()
		if chk == 0 then
			seen.eg, seen.r, seen.re, seen.rp, seen.ep = eg, r, re, rp, ep
			seen.reason = h:GetReason()
			seen.confirmed = h:IsStatus(STATUS_DESTROY_CONFIRMED)
			seen.onField = h:IsLocation(LOCATION_MZONE)
			return not h:IsReason(REASON_REPLACE)
		end
		seen.asked = true
		if ask == false then return true end
		return Duel.SelectEffectYesNo(tp, h)
	end)
	e:SetOperation(function(e, tp)
		seen.operated = true
		seen.phase = Duel.GetCurrentPhase()
		Duel.SetLP(tp, Duel.GetLP(tp) - 500)
	end)
	c:RegisterEffect(e)
	return e
end

Test("by an effect: the card's own replacement is asked before it moves, and spares it", function(t)
	t:Start{player = 1}
	local v = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard("Dark Hole", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local seen = {}
	payInstead(v, seen)
	t:Activate(1, hole)
	t:Yes(0)
	t:Run()
	t:ExpectCard(v, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(w, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 7500)
	assert(seen.asked and seen.operated, "asked at chk=1 and performed")
	assert(seen.onField and seen.confirmed, "still on the field, STATUS_DESTROY_CONFIRMED")
	assert(seen.eg:GetCount() == 2 and seen.eg:IsContains(v) and seen.eg:IsContains(w), "eg = the cards being destroyed")
	assert(seen.r & REASON_EFFECT ~= 0 and seen.r & REASON_DESTROY ~= 0, "r: destroyed by an effect")
	assert(seen.reason & REASON_EFFECT ~= 0, "the card's reason is already the destruction's")
	assert(seen.re and seen.re:GetHandler() == hole and seen.rp == 1 and seen.ep == 0, "re = Dark Hole's, rp = 1, ep = 0")
	assert(not v:IsStatus(STATUS_DESTROY_CONFIRMED), "no longer being destroyed once spared")
end)

Test("by battle: asked at damage calculation; the battle damage is still dealt", function(t)
	t:Start{player = 1}
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local blue = Debug.AddCard("Blue-Eyes White Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local seen = {}
	payInstead(celtic, seen)
	t:Attack(1, blue, celtic)
	t:Yes(0)
	t:Run()
	t:ExpectCard(celtic, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(blue, LOCATION_MZONE, 1)
	t:ExpectLP(0, 8000 - (3000 - 1400) - 500)
	assert(seen.r & REASON_BATTLE ~= 0 and seen.r & REASON_EFFECT == 0, "r: destroyed by battle")
	assert(seen.re == nil and seen.rp == 1, "no reason effect; rp = the attacking player")
	assert(seen.phase == PHASE_DAMAGE_CAL, "replaced during damage calculation")
	assert(seen.eg:GetCount() == 1 and seen.eg:IsContains(celtic), "eg = the monster the battle destroys")
	assert(not celtic:IsStatus(STATUS_BATTLE_DESTROYED), "not destroyed by battle")
end)

Test("declined (target returns false at chk=1): the card is destroyed and the operation not performed", function(t)
	t:Start{player = 1}
	local v = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard("Dark Hole", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local seen = {}
	payInstead(v, seen)
	t:Activate(1, hole)
	t:No(0)
	t:Run()
	t:ExpectCard(v, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000)
	assert(seen.asked and not seen.operated, "asked, declined, nothing performed")
	assert(v:IsReason(REASON_DESTROY) and v:IsReason(REASON_EFFECT), "destroyed by the effect")
end)

Test("declined in battle: the monster is destroyed by battle", function(t)
	t:Start{player = 1}
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local blue = Debug.AddCard("Blue-Eyes White Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	payInstead(celtic, {})
	t:Attack(1, blue, celtic)
	t:No(0)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	assert(celtic:IsReason(REASON_BATTLE) and celtic:IsReason(REASON_DESTROY), "destroyed by battle")
end)

Test("a field replacement's value spares only the cards it accepts; the others are destroyed", function(t)
	t:Start{player = 1}
	local v = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local theirs = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard("Dark Hole", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	-- Warwolf: "if a Vorse Raider you control would be destroyed, you can lose 1000 LP instead"
	local calls = 0
	local e = Effect.CreateEffect(w)
	e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
	e:SetCode(EFFECT_DESTROY_REPLACE)
	e:SetRange(LOCATION_MZONE)
	local function mine(c, tp) return c:IsCode(VORSE) and c:IsControler(tp) end
	e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
		if chk == 0 then return eg:IsExists(mine, 1, nil, tp) end
		calls = calls + 1
		return Duel.SelectEffectYesNo(tp, e:GetHandler())
	end)
	e:SetValue(function(e, c) return mine(c, e:GetHandlerPlayer()) end)
	e:SetOperation(function(e, tp) Duel.SetLP(tp, Duel.GetLP(tp) - 1000) end)
	w:RegisterEffect(e)
	t:Activate(1, hole)
	t:Yes(0)
	t:Run()
	t:ExpectCard(v, LOCATION_MZONE, 0)
	t:ExpectCard(w, LOCATION_GRAVE, 0) -- its own card is destroyed with the others, yet its effect applied
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	t:ExpectCard(theirs, LOCATION_GRAVE, 1) -- the opponent's Vorse Raider: not accepted by the value
	t:ExpectLP(0, 7000)
	assert(calls == 1, "asked once for the whole group")
end)

Test("a count limit: once used this turn, the replacement is not asked again", function(t)
	local v = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local seenV, seenW = {}, {}
	payInstead(v, seenV, false):SetCountLimit(1)
	payInstead(w, seenW, false):SetCountLimit(1)
	t:Check(0, function(t)
		assert(Duel.Destroy(v, REASON_EFFECT) == 0, "spared: nothing destroyed")
		t:ExpectCard(v, LOCATION_MZONE, 0)
		assert(Duel.Destroy(v, REASON_EFFECT) == 1, "its use is spent: destroyed")
		t:ExpectCard(v, LOCATION_GRAVE, 0)
	end)
	t:Run()
	t:ExpectLP(0, 7500)
end)

Test("a replacement that destroys another card: that destruction (REASON_REPLACE) meets the replacements too", function(t)
	t:Start{player = 1}
	local v = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard("Dark Hole", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	-- Vorse Raider: "if this card would be destroyed, destroy another monster you control instead";
	-- the one destroyed in its place is already being destroyed by Dark Hole, so it is left out
	local e = Effect.CreateEffect(v)
	e:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_CONTINUOUS)
	e:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e:SetRange(LOCATION_MZONE)
	e:SetCode(EFFECT_DESTROY_REPLACE)
	local destroyedInstead
	e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
		if chk == 0 then return not e:GetHandler():IsReason(REASON_REPLACE) end
		return true
	end)
	e:SetOperation(function(e, tp)
		destroyedInstead = Duel.Destroy(w, REASON_EFFECT + REASON_REPLACE)
	end)
	v:RegisterEffect(e)
	payInstead(celtic, {}, false)
	t:Activate(1, hole)
	t:Run()
	t:ExpectCard(v, LOCATION_MZONE, 0)
	t:ExpectCard(celtic, LOCATION_MZONE, 0) -- its own replacement
	t:ExpectCard(w, LOCATION_GRAVE, 0) -- by Dark Hole: a card being destroyed is not destroyed twice
	assert(destroyedInstead == 0, "Warwolf was already being destroyed")
	assert(w:IsReason(REASON_EFFECT) and not w:IsReason(REASON_REPLACE), "destroyed by Dark Hole")
	t:ExpectLP(0, 7500)
end)

-- Maestroke the Symphony Djinn's shape: the target chooses the cards with Duel.SetTargetCard, the operation
-- reads them back with Duel.GetChainInfo(0, CHAININFO_TARGET_CARDS). The replacement is no chain link: ygopro
-- gives it a link of its own (its continuous chain) for the two callbacks, also when no chain is there
-- (destruction by battle).
local function keepTargets(t, setTargets)
	t:Start{player = 1}
	local v = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local blue = Debug.AddCard("Blue-Eyes White Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local seen = {}
	local e = Effect.CreateEffect(w)
	e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
	e:SetCode(EFFECT_DESTROY_REPLACE)
	e:SetRange(LOCATION_MZONE)
	local function mine(c, tp) return c:IsCode(VORSE) and c:IsControler(tp) end
	e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
		if chk == 0 then return eg:IsExists(mine, 1, nil, tp) end
		if setTargets then Duel.SetTargetCard(eg:Filter(mine, nil, tp)) end
		return true
	end)
	e:SetValue(function(e, c) return mine(c, e:GetHandlerPlayer()) end)
	e:SetOperation(function(e, tp)
		seen.targets = Duel.GetChainInfo(0, CHAININFO_TARGET_CARDS)
		seen.chain = Duel.GetCurrentChain()
	end)
	w:RegisterEffect(e)
	t:Attack(1, blue, v)
	t:Run()
	t:ExpectCard(v, LOCATION_MZONE, 0)
	return seen, v
end

Test("a replacement's targets set in its target are there in its operation", function(t)
	local seen, v = keepTargets(t, true)
	assert(seen.targets and seen.targets:GetCount() == 1 and seen.targets:IsContains(v), "the spared Vorse Raider")
	assert(seen.chain == 0, "no chain for all that: " .. tostring(seen.chain))
end)

Test("a replacement that sets no targets reads its own empty target list", function(t)
	local seen = keepTargets(t, false)
	assert(seen.targets ~= nil and seen.targets:GetCount() == 0, "its own link's targets: none")
end)
