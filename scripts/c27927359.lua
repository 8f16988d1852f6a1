-- Harpie Lady 2 (Effect Monster): its name is always treated as "Harpie Lady" (the database alias
-- 76812113, rule text rather than an effect). A Flip monster this card destroys by battle has its
-- effects negated: its flip effect from that battle and anything it would do once destroyed.
local s,id=GetID()
function s.initial_effect(c)
	-- still on the field after damage calculation: negated
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_DISABLE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTargetRange(0,LOCATION_MZONE)
	e1:SetTarget(s.beatenflip)
	c:RegisterEffect(e1)
	-- its effects activated after it went to the GY resolve negated
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e2:SetCode(EVENT_CHAIN_SOLVING)
	e2:SetRange(LOCATION_MZONE)
	e2:SetCondition(s.discon)
	e2:SetOperation(s.disop)
	c:RegisterEffect(e2)
end
function s.beatenflip(e,c)
	return c:IsType(TYPE_FLIP) and c:IsStatus(STATUS_BATTLE_DESTROYED) and c:GetBattleTarget()==e:GetHandler()
end
function s.discon(e,tp,eg,ep,ev,re,r,rp)
	local rc=re:GetHandler()
	return re:IsActiveType(TYPE_MONSTER) and rc:IsType(TYPE_FLIP) and rc:IsReason(REASON_BATTLE)
		and rc:IsLocation(LOCATION_GRAVE) and rc:GetReasonCard()==e:GetHandler()
end
function s.disop(e,tp,eg,ep,ev,re,r,rp)
	Duel.NegateEffect(ev)
end
