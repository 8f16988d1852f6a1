-- Great Long Nose (Spirit Effect Monster): cannot be Special Summoned. During the End Phase of the turn it was
-- Normal Summoned or flipped face-up, it returns to its owner's hand (mandatory). When it inflicts
-- battle damage to your opponent, that player skips their next Battle Phase (mandatory).
local s,id=GetID()
function s.initial_effect(c)
	-- cannot be Special Summoned
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
	e1:SetCode(EFFECT_SPSUMMON_CONDITION)
	e1:SetValue(0)
	c:RegisterEffect(e1)
	-- Spirit: mark the turn it was Normal Summoned or flipped face-up
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
	e2:SetCode(EVENT_SUMMON_SUCCESS)
	e2:SetOperation(s.mark)
	c:RegisterEffect(e2)
	local e3=e2:Clone()
	e3:SetCode(EVENT_FLIP)
	c:RegisterEffect(e3)
	-- ... and return to the hand in that End Phase
	local e4=Effect.CreateEffect(c)
	e4:SetDescription(aux.Stringid(id,0))
	e4:SetCategory(CATEGORY_TOHAND)
	e4:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)
	e4:SetCode(EVENT_PHASE+PHASE_END)
	e4:SetRange(LOCATION_MZONE)
	e4:SetCountLimit(1)
	e4:SetCondition(s.retcon)
	e4:SetTarget(s.rettg)
	e4:SetOperation(s.retop)
	c:RegisterEffect(e4)
	-- battle damage to the opponent: they skip it
	local e5=Effect.CreateEffect(c)
	e5:SetDescription(aux.Stringid(id,1))
	e5:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)
	e5:SetCode(EVENT_BATTLE_DAMAGE)
	e5:SetCondition(s.skipcon)
	e5:SetOperation(s.skipop)
	c:RegisterEffect(e5)
end
function s.mark(e,tp,eg,ep,ev,re,r,rp)
	e:GetHandler():RegisterFlagEffect(id,RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END,0,1)
end
function s.retcon(e,tp,eg,ep,ev,re,r,rp)
	return e:GetHandler():GetFlagEffect(id)>0
end
function s.rettg(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetOperationInfo(0,CATEGORY_TOHAND,e:GetHandler(),1,0,0)
end
function s.retop(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	if c:IsRelateToEffect(e) and c:IsFaceup() then
		Duel.SendtoHand(c,nil,REASON_EFFECT)
	end
end
function s.skipcon(e,tp,eg,ep,ev,re,r,rp)
	return ep~=tp
end
function s.skipop(e,tp,eg,ep,ev,re,r,rp)
	local skip=Effect.CreateEffect(e:GetHandler())
	skip:SetType(EFFECT_TYPE_FIELD)
	skip:SetCode(EFFECT_SKIP_BP)
	skip:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	skip:SetTargetRange(0,1)
	skip:SetReset(RESET_PHASE+PHASE_BATTLE+RESET_OPPO_TURN)
	Duel.RegisterEffect(skip,tp)
end
