-- Jinzo (Effect Monster): while face-up on the field, neither player can activate Trap Cards or the
-- effects of Traps on the field, and the effects of all Traps on the field (Trap Monsters included)
-- are negated; a Trap activated on the field resolves negated even if its card has left the field.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_CANNOT_ACTIVATE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTargetRange(1,1)
	e1:SetValue(s.trapactivation)
	c:RegisterEffect(e1)
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD)
	e2:SetCode(EFFECT_DISABLE)
	e2:SetRange(LOCATION_MZONE)
	e2:SetTargetRange(LOCATION_ONFIELD,LOCATION_ONFIELD)
	e2:SetTarget(s.trap)
	c:RegisterEffect(e2)
	local e3=Effect.CreateEffect(c)
	e3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e3:SetCode(EVENT_CHAIN_SOLVING)
	e3:SetRange(LOCATION_MZONE)
	e3:SetOperation(s.negate)
	c:RegisterEffect(e3)
end
function s.negate(e,tp,eg,ep,ev,re,r,rp)
	if re:IsActiveType(TYPE_TRAP) and Duel.GetChainInfo(ev,CHAININFO_TRIGGERING_LOCATION)==LOCATION_SZONE then
		Duel.NegateEffect(ev)
	end
end
-- a Trap Card's activation, or a Trap's effect activated on the field
function s.trapactivation(e,re,tp)
	if not re:IsActiveType(TYPE_TRAP) then return false end
	return re:IsHasType(EFFECT_TYPE_ACTIVATE) or re:GetHandler():IsOnField()
end
function s.trap(e,c)
	return c:IsType(TYPE_TRAP)
end
