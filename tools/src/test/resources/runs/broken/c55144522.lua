-- Pot of Greed, broken on purpose for the run-contract tests: its target calls a function that
-- does not exist (line 12), so every check of whether it can be activated is a Lua error.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetTarget(s.target)
	c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	local ok=Duel.NoSuchFunction(tp)
	return ok
end
