-- What scripts ask about the chain, with ygopro's numbering (0, or a number past the chain: the last
-- link) and ygopro's answers when there is no chain: Duel.GetChainInfo, Duel.GetOperationInfo and
-- Duel.GetOperationCount return nothing instead of failing; Duel.CheckChainUniqueness is true;
-- Duel.IsChainDisabled is false outside the chain's resolution. The CHAININFO_TRIGGERING_* values are the
-- link's card as it was when the link was put on the chain; an unknown CHAININFO value gives nil.
-- Duel.SetTargetCard/SetTargetPlayer/SetTargetParam with no link do nothing, as in ygopro (nil stays an error).
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

Test("CHAININFO_TRIGGERING_*: the card as it was when its link was put on the chain", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local seen = {}
	ignition(vorse, function(e, tp)
		local up = Effect.CreateEffect(vorse)
		up:SetType(EFFECT_TYPE_SINGLE)
		up:SetCode(EFFECT_UPDATE_ATTACK)
		up:SetValue(500)
		vorse:RegisterEffect(up)
		seen.now = vorse:GetAttack()
		seen.atk, seen.def, seen.level, seen.rank, seen.attr, seen.race, seen.code, seen.pos =
			Duel.GetChainInfo(0, CHAININFO_TRIGGERING_ATTACK, CHAININFO_TRIGGERING_DEFENSE, CHAININFO_TRIGGERING_LEVEL,
				CHAININFO_TRIGGERING_RANK, CHAININFO_TRIGGERING_ATTRIBUTE, CHAININFO_TRIGGERING_RACE,
				CHAININFO_TRIGGERING_CODE, CHAININFO_TRIGGERING_POSITION)
	end)
	t:Activate(0, vorse)
	t:Run()
	assert(seen.now == 2400, "control: its ATK now is " .. tostring(seen.now))
	assert(seen.atk == 1900 and seen.def == 1200, "ATK/DEF then: " .. tostring(seen.atk) .. "/" .. tostring(seen.def))
	assert(seen.level == 4 and seen.rank == 0, "Level 4, no Rank")
	assert(seen.attr == ATTRIBUTE_DARK and seen.race == RACE_BEASTWARRIOR, "DARK Beast-Warrior")
	assert(seen.code == VORSE and seen.pos == POS_FACEUP_ATTACK, "its name and position")
end)

Test("an unknown CHAININFO value gives nil beside the known ones", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local seen = {}
	ignition(vorse, function(e, tp)
		seen.n = select("#", Duel.GetChainInfo(0, CHAININFO_CHAIN_COUNT, 0x20000, CHAININFO_TRIGGERING_PLAYER))
		seen.count, seen.unknown, seen.player = Duel.GetChainInfo(0, CHAININFO_CHAIN_COUNT, 0x20000, CHAININFO_TRIGGERING_PLAYER)
	end)
	t:Activate(0, vorse)
	t:Run()
	assert(seen.n == 3, "one value per info asked: " .. tostring(seen.n))
	assert(seen.count == 1 and seen.player == 0, "the known ones")
	assert(seen.unknown == nil, "the unknown one: nil")
end)

Test("CHAININFO_DISABLE_REASON and _DISABLE_PLAYER: the effect and player that negated the link", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	ignition(vorse)
	local seen = {}
	responder(celtic, function(ev)
		seen.before, seen.beforePlayer = Duel.GetChainInfo(ev, CHAININFO_DISABLE_REASON, CHAININFO_DISABLE_PLAYER)
		Duel.NegateEffect(ev)
		seen.reason, seen.player = Duel.GetChainInfo(ev, CHAININFO_DISABLE_REASON, CHAININFO_DISABLE_PLAYER)
	end)
	t:Activate(0, vorse)
	t:Activate(1, celtic)
	t:Run()
	assert(seen.before == nil and seen.beforePlayer == PLAYER_NONE, "not negated yet: nil, PLAYER_NONE")
	assert(seen.reason and seen.reason:GetHandler() == celtic and seen.player == 1, "negated by Celtic Guardian's effect, player 1")
end)

Test("with no chain link, Duel.SetTargetCard, SetTargetPlayer and SetTargetParam do nothing", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	assert(pcall(Duel.SetTargetCard, vorse), "a card: no error")
	assert(pcall(Duel.SetTargetPlayer, 1) and pcall(Duel.SetTargetParam, 500), "player and parameter: no error")
	assert(select("#", Duel.GetFirstTarget()) == 0, "no link holds a target")
	assert(Duel.GetTargetsRelateToChain():GetCount() == 0, "no related target")
	assert(not pcall(Duel.SetTargetCard, nil), "nil is not a card or group: an error, as in ygopro")
end)
