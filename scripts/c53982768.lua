-- Dark Ruler Ha Des (Effect Monster): cannot be Special Summoned from the GY. When a Fiend monster
-- you control (this card included) destroys a monster by battle, the destroyed monster's effects are
-- negated: its flip effect from that battle (R037) and the effects it would use once destroyed.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
	e1:SetCode(EFFECT_SPSUMMON_CONDITION)
	e1:SetValue(s.notfromgy)
	c:RegisterEffect(e1)
	-- still on the field after damage calculation: its effects are negated
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD)
	e2:SetCode(EFFECT_DISABLE)
	e2:SetRange(LOCATION_MZONE)
	e2:SetTargetRange(0,LOCATION_MZONE)
	e2:SetTarget(s.beaten)
	c:RegisterEffect(e2)
	-- gone to the GY: what it activates resolves negated
	local e3=Effect.CreateEffect(c)
	e3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e3:SetCode(EVENT_CHAIN_SOLVING)
	e3:SetRange(LOCATION_MZONE)
	e3:SetCondition(s.discon)
	e3:SetOperation(s.disop)
	c:RegisterEffect(e3)
end
function s.notfromgy(e,se,sp,st)
	return not e:GetHandler():IsLocation(LOCATION_GRAVE)
end
function s.myfiend(c,tp)
	return c and c:IsFaceup() and c:IsControler(tp) and c:IsRace(RACE_FIEND)
end
function s.beaten(e,c)
	return c:IsStatus(STATUS_BATTLE_DESTROYED) and s.myfiend(c:GetBattleTarget(),e:GetHandlerPlayer())
end
function s.discon(e,tp,eg,ep,ev,re,r,rp)
	local rc=re:GetHandler()
	return re:IsActiveType(TYPE_MONSTER) and rc:IsReason(REASON_BATTLE) and rc:IsLocation(LOCATION_GRAVE)
		and s.myfiend(rc:GetReasonCard(),tp)
end
function s.disop(e,tp,eg,ep,ev,re,r,rp)
	Duel.NegateEffect(ev)
end
