-- Imperial Order (Continuous Trap): while it is face-up, the effects of every Spell Card on the field
-- are negated: a Spell's continuous effects stop, and a Spell effect that resolves while its card is
-- on the field resolves doing nothing (the card was still activated: a Normal Spell then goes to the
-- GY as usual, R089). Upkeep, not a chain link: in every Standby Phase, whoever's turn it is, its
-- controller pays 700 LP if they can; if they cannot, this card is destroyed.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	c:RegisterEffect(e1)
	-- Spell Cards on the field lose their effects
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD)
	e2:SetCode(EFFECT_DISABLE)
	e2:SetRange(LOCATION_SZONE)
	e2:SetTargetRange(LOCATION_SZONE,LOCATION_SZONE)
	e2:SetTarget(s.spellcard)
	c:RegisterEffect(e2)
	-- the Standby Phase upkeep
	local e4=Effect.CreateEffect(c)
	e4:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e4:SetCode(EVENT_PHASE+PHASE_STANDBY)
	e4:SetRange(LOCATION_SZONE)
	e4:SetCountLimit(1)
	e4:SetOperation(s.upkeep)
	c:RegisterEffect(e4)
end
function s.spellcard(e,c)
	return c:IsType(TYPE_SPELL)
end
function s.upkeep(e,tp,eg,ep,ev,re,r,rp)
	if Duel.CheckLPCost(tp,700) then
		Duel.PayLPCost(tp,700)
	else
		Duel.Destroy(e:GetHandler(),REASON_COST)
	end
end
