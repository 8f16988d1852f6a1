-- Fairy Box (Continuous Trap): each time a monster of the opponent declares an attack, its controller
-- calls heads or tails and a coin is tossed (a mandatory trigger); if the call is right, the
-- attacking monster's ATK becomes 0 until the end of the Battle Phase. In each of its controller's
-- Standby Phases they pay 500 LP or this card is destroyed (maintenance: not a chain link).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	c:RegisterEffect(e1)
	-- the coin toss on each attack of the opponent
	local e2=Effect.CreateEffect(c)
	e2:SetDescription(aux.Stringid(id,0))
	e2:SetCategory(CATEGORY_COIN+CATEGORY_ATKCHANGE)
	e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)
	e2:SetCode(EVENT_ATTACK_ANNOUNCE)
	e2:SetRange(LOCATION_SZONE)
	e2:SetCondition(s.coincon)
	e2:SetTarget(s.cointg)
	e2:SetOperation(s.coinop)
	c:RegisterEffect(e2)
	-- the maintenance cost
	local e3=Effect.CreateEffect(c)
	e3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e3:SetCode(EVENT_PHASE+PHASE_STANDBY)
	e3:SetRange(LOCATION_SZONE)
	e3:SetCountLimit(1)
	e3:SetCondition(s.keepcon)
	e3:SetOperation(s.keepop)
	c:RegisterEffect(e3)
end
function s.coincon(e,tp,eg,ep,ev,re,r,rp)
	local a=Duel.GetAttacker()
	return a~=nil and a:IsControler(1-tp)
end
function s.cointg(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetOperationInfo(0,CATEGORY_COIN,nil,0,tp,1)
end
function s.coinop(e,tp,eg,ep,ev,re,r,rp)
	if not e:GetHandler():IsRelateToEffect(e) then return end
	local a=Duel.GetAttacker()
	local call=Duel.AnnounceCoin(tp)
	local toss=Duel.TossCoin(tp,1)
	if call~=toss or not (a and a:IsRelateToBattle() and a:IsFaceup()) then return end
	local zero=Effect.CreateEffect(e:GetHandler())
	zero:SetType(EFFECT_TYPE_SINGLE)
	zero:SetCode(EFFECT_SET_ATTACK_FINAL)
	zero:SetValue(0)
	zero:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_BATTLE)
	a:RegisterEffect(zero)
end
function s.keepcon(e,tp,eg,ep,ev,re,r,rp)
	return Duel.GetTurnPlayer()==tp
end
function s.keepop(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	if Duel.CheckLPCost(tp,500) and Duel.SelectYesNo(tp,aux.Stringid(id,1)) then
		Duel.PayLPCost(tp,500)
	else
		Duel.Destroy(c,REASON_COST)
	end
end
