-- What scripts ask about the chain, with ygopro's numbering (0, or a number past the chain: the last
-- link) and ygopro's answers when there is no chain: Duel.GetChainInfo, Duel.GetOperationInfo and
-- Duel.GetOperationCount return nothing instead of failing; Duel.CheckChainUniqueness is true;
-- Duel.IsChainDisabled is false outside the chain's resolution.
local VORSE = 14898066
local CELTIC = 91152256

-- an ignition effect of the card; its operation calls `look(e, tp)`
local function ignition(c, look)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	e:SetCountLimit(1)
	e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
		if chk == 0 then return true end
		Duel.SetOperationInfo(0, CATEGORY_RECOVER, nil, 0, tp, 1000)
	end)
	e:SetOperation(function(e, tp) if look then look(e, tp) end end)
	c:RegisterEffect(e)
end

-- a quick effect answering an activation; its operation calls `answer(ev)`
local function responder(c, answer)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_QUICK_O)
	e:SetCode(EVENT_CHAINING)
	e:SetRange(LOCATION_MZONE)
	e:SetCountLimit(1)
	e:SetOperation(function(e, tp, eg, ep, ev) answer(ev) end)
	c:RegisterEffect(e)
end

Test("with no chain, the chain queries return nothing and do not fail", function(t)
	assert(select("#", Duel.GetChainInfo(0, CHAININFO_CHAIN_COUNT)) == 0, "GetChainInfo")
	assert(select("#", Duel.GetOperationInfo(0, CATEGORY_DESTROY)) == 0, "GetOperationInfo")
	assert(select("#", Duel.GetOperationCount(0)) == 0, "GetOperationCount")
	assert(Duel.CheckChainUniqueness() == true, "no chain: unique")
	assert(Duel.IsChainDisabled(0) == false, "no chain: nothing disabled")
end)

Test("while a link resolves, chain number 0 is that link and its operation info is there", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local seen = {}
	ignition(vorse, function(e, tp)
		seen.count = Duel.GetChainInfo(0, CHAININFO_CHAIN_COUNT)
		seen.past = Duel.GetChainInfo(5, CHAININFO_CHAIN_COUNT)
		seen.ops = Duel.GetOperationCount(0)
		seen.ex, _, _, _, seen.param = Duel.GetOperationInfo(0, CATEGORY_RECOVER)
		seen.destroy = Duel.GetOperationInfo(0, CATEGORY_DESTROY)
	end)
	t:Activate(0, vorse)
	t:Run()
	assert(seen.count == 1 and seen.past == 1, "chain count " .. tostring(seen.count) .. ", past the chain " .. tostring(seen.past))
	assert(seen.ops == 1, "operation count " .. tostring(seen.ops))
	assert(seen.ex == true and seen.param == 1000, "recover info")
	assert(seen.destroy == false, "no destroy info")
end)

local function uniqueness(t, answering)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local other = Debug.AddCard(answering, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	ignition(vorse)
	local seen = {}
	responder(other, function() seen.unique = Duel.CheckChainUniqueness() end)
	t:Activate(0, vorse)
	t:Activate(1, other)
	t:Run()
	return seen.unique
end

Test("two links from cards with the same name: the chain is not unique", function(t)
	assert(uniqueness(t, VORSE) == false)
end)

Test("two links from cards with different names: the chain is unique", function(t)
	assert(uniqueness(t, CELTIC) == true)
end)

local function disabled(t, negate)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	ignition(vorse)
	local seen = {}
	responder(celtic, function(ev)
		if negate then Duel.NegateEffect(ev) end
		seen.disabled = Duel.IsChainDisabled(ev)
	end)
	t:Activate(0, vorse)
	t:Activate(1, celtic)
	t:Run()
	return seen.disabled
end

Test("Duel.IsChainDisabled: a link whose effect was negated is disabled", function(t)
	assert(disabled(t, true) == true)
end)

Test("Duel.IsChainDisabled: a link left alone is not", function(t)
	assert(disabled(t, false) == false)
end)
