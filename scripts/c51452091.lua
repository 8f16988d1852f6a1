-- Royal Decree (Continuous Trap): while it is face-up, the effects of every other Trap Card on the
-- field are negated: face-up Traps lose their continuous effects, and a Trap effect that resolves
-- while its card is on the field resolves doing nothing (its activation is not negated, so it still
-- counts as resolving, R057). A Trap activated on the field resolves negated even if its card has left
-- the field in the meantime. A Trap Monster is a Trap too: negated, it goes face-up to its Spell & Trap
-- Zone (R115).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	c:RegisterEffect(e1)
	-- other Trap Cards on the field lose their effects
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD)
	e2:SetCode(EFFECT_DISABLE)
	e2:SetRange(LOCATION_SZONE)
	e2:SetTargetRange(LOCATION_ONFIELD,LOCATION_ONFIELD)
	e2:SetTarget(s.othertrap)
	c:RegisterEffect(e2)
	-- a Trap activated on the field resolves negated, wherever its card is by then
	local e3=Effect.CreateEffect(c)
	e3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e3:SetCode(EVENT_CHAIN_SOLVING)
	e3:SetRange(LOCATION_SZONE)
	e3:SetOperation(s.negate)
	c:RegisterEffect(e3)
end
function s.othertrap(e,c)
	return c:IsType(TYPE_TRAP) and c~=e:GetHandler()
end
function s.negate(e,tp,eg,ep,ev,re,r,rp)
	if re:GetHandler()==e:GetHandler() or not re:IsActiveType(TYPE_TRAP) then return end
	if Duel.GetChainInfo(ev,CHAININFO_TRIGGERING_LOCATION)==LOCATION_SZONE then
		Duel.NegateEffect(ev)
	end
end
