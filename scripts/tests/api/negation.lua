-- Negating a chain link (ygopro's negate_chain and disable_chain): Duel.NegateActivation and
-- Duel.NegateEffect do nothing, and return false, when the link's effect cannot be negated
-- (EFFECT_FLAG_CANNOT_INACTIVATE / EFFECT_FLAG_CANNOT_DISABLE), while a field effect protects it
-- (EFFECT_CANNOT_INACTIVATE / EFFECT_CANNOT_DISEFFECT, value(e, chain number)), when its card is
-- unaffected by the negating effect, or when it is already negated.
local VORSE = 14898066
local CELTIC = 91152256
local HARPIE = 27927359

-- Vorse Raider's own ignition effect: its controller gains 1000 LP.
local function gainLp(c, property)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	e:SetCountLimit(1)
	if property then
		e:SetProperty(property)
	end
	e:SetOperation(function(e, tp) Duel.Recover(tp, 1000, REASON_EFFECT) end)
	c:RegisterEffect(e)
end

-- A quick effect answering an activation with `negate(ev)`; what it returned is kept in the result table.
local function negator(c, negate)
	local result = {}
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_QUICK_O)
	e:SetCode(EVENT_CHAINING)
	e:SetRange(LOCATION_MZONE)
	e:SetCountLimit(1)
	e:SetOperation(function(e, tp, eg, ep, ev) result.value = negate(ev) end)
	c:RegisterEffect(e)
	return result
end

local function negateEffect(ev) return Duel.NegateEffect(ev) end
local function negateActivation(ev) return Duel.NegateActivation(ev) end

-- Player 0 activates Vorse Raider's effect, player 1 answers with Celtic Guardian's negation.
local function duelOf(t, property, negate)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	gainLp(vorse, property)
	local result = negator(celtic, negate)
	t:Activate(0, vorse)
	t:Activate(1, celtic)
	return vorse, result
end

Test("Duel.NegateEffect negates an effect that can be negated", function(t)
	local _, result = duelOf(t, nil, negateEffect)
	t:Run()
	t:ExpectLP(0, 8000)
	assert(result.value == true, "NegateEffect returned " .. tostring(result.value))
end)

Test("an effect that cannot be negated (EFFECT_FLAG_CANNOT_DISABLE) resolves in full after Duel.NegateEffect", function(t)
	local _, result = duelOf(t, EFFECT_FLAG_CANNOT_DISABLE, negateEffect)
	t:Run()
	t:ExpectLP(0, 9000)
	assert(result.value == false, "NegateEffect returned " .. tostring(result.value))
end)

Test("Duel.NegateActivation negates an activation that can be negated", function(t)
	local _, result = duelOf(t, nil, negateActivation)
	t:Run()
	t:ExpectLP(0, 8000)
	assert(result.value == true, "NegateActivation returned " .. tostring(result.value))
end)

Test("an activation that cannot be negated (EFFECT_FLAG_CANNOT_INACTIVATE) resolves after Duel.NegateActivation", function(t)
	local _, result = duelOf(t, EFFECT_FLAG_CANNOT_INACTIVATE, negateActivation)
	t:Run()
	t:ExpectLP(0, 9000)
	assert(result.value == false, "NegateActivation returned " .. tostring(result.value))
end)

-- A field effect on player 0's Harpie Lady 2 protecting the links `protects(ct)` names.
local function protection(code, protects)
	local harpie = Debug.AddCard(HARPIE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local e = Effect.CreateEffect(harpie)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(code)
	e:SetRange(LOCATION_MZONE)
	e:SetValue(function(e, ct) return protects(e, ct) end)
	harpie:RegisterEffect(e)
end

local function ownLinks(e, ct)
	return Duel.GetChainInfo(ct, CHAININFO_TRIGGERING_PLAYER) == e:GetHandlerPlayer()
end

Test("EFFECT_CANNOT_DISEFFECT: the effects of the links its value names cannot be negated", function(t)
	protection(EFFECT_CANNOT_DISEFFECT, ownLinks)
	local _, result = duelOf(t, nil, negateEffect)
	t:Run()
	t:ExpectLP(0, 9000)
	assert(result.value == false, "NegateEffect returned " .. tostring(result.value))
end)

Test("EFFECT_CANNOT_DISEFFECT whose value names no link protects nothing", function(t)
	protection(EFFECT_CANNOT_DISEFFECT, function() return false end)
	local _, result = duelOf(t, nil, negateEffect)
	t:Run()
	t:ExpectLP(0, 8000)
	assert(result.value == true, "NegateEffect returned " .. tostring(result.value))
end)

Test("EFFECT_CANNOT_INACTIVATE: the activations of the links its value names cannot be negated", function(t)
	protection(EFFECT_CANNOT_INACTIVATE, ownLinks)
	local _, result = duelOf(t, nil, negateActivation)
	t:Run()
	t:ExpectLP(0, 9000)
	assert(result.value == false, "NegateActivation returned " .. tostring(result.value))
end)

Test("a card unaffected by the negating effect keeps its effect", function(t)
	local vorse, result = duelOf(t, nil, negateEffect)
	local immune = Effect.CreateEffect(vorse)
	immune:SetType(EFFECT_TYPE_SINGLE)
	immune:SetCode(EFFECT_IMMUNE_EFFECT)
	immune:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	immune:SetRange(LOCATION_MZONE)
	immune:SetValue(function(e, re) return re:GetOwner() ~= e:GetOwner() end)
	vorse:RegisterEffect(immune)
	t:Run()
	t:ExpectLP(0, 9000)
	assert(result.value == false, "NegateEffect returned " .. tostring(result.value))
end)

Test("a link already negated is not negated again: the second Duel.NegateEffect returns false", function(t)
	local _, first = duelOf(t, nil, negateEffect)
	local harpie = Debug.AddCard(HARPIE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local second = negator(harpie, function() return Duel.NegateEffect(1) end)
	t:Activate(0, harpie) -- link 3 resolves first and negates link 1; link 2 then finds it negated
	t:Run()
	t:ExpectLP(0, 8000)
	assert(second.value == true, "link 3's NegateEffect returned " .. tostring(second.value))
	assert(first.value == false, "link 2's NegateEffect returned " .. tostring(first.value))
end)
