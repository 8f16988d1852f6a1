-- A broken script for Pot of Greed: it activates, and its operation fails when it resolves.
local s, id = GetID()
function s.initial_effect(c)
	local e1 = Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.operation(e, tp)
	local missing = nil
	Duel.Draw(tp, missing.count, REASON_EFFECT)
end
