-- Injection Fairy Lily (Effect Monster): once per battle, during damage calculation, if this card is
-- attacking or being attacked, its controller can pay 2000 LP (cost) to give it 3000 more ATK for that
-- damage calculation only (either player's turn).
-- The engine does not end RESET_PHASE effects at the end of damage calculation, so the ATK gain is
-- a condition on the battle it was bought for: it applies only while that battle is in damage calculation.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_ATKCHANGE)
	e1:SetType(EFFECT_TYPE_QUICK_O)
	e1:SetCode(EVENT_PRE_DAMAGE_CALCULATE)
	e1:SetProperty(EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCondition(s.condition)
	e1:SetCost(s.cost)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
-- the current battle, told apart by its attacker, the turn and that attacker's attack count
function s.samebattle(e)
	local a=Duel.GetAttacker()
	if not a or e:GetLabelObject()~=a then return false end
	local turn,count=e:GetLabel()
	return turn==Duel.GetTurnCount() and count==a:GetAttackAnnouncedCount()
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	return Duel.GetCurrentPhase()==PHASE_DAMAGE_CAL
		and (Duel.GetAttacker()==c or Duel.GetAttackTarget()==c)
		and not s.samebattle(e)
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.CheckLPCost(tp,2000) end
	Duel.PayLPCost(tp,2000)
	-- once per battle: remember this battle
	local a=Duel.GetAttacker()
	e:SetLabelObject(a)
	e:SetLabel(Duel.GetTurnCount(),a:GetAttackAnnouncedCount())
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	if not c:IsRelateToEffect(e) or c:IsFacedown() then return end
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetCode(EFFECT_UPDATE_ATTACK)
	e1:SetValue(3000)
	e1:SetLabelObject(e)
	e1:SetCondition(s.boostcon)
	e1:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_DAMAGE_CAL)
	c:RegisterEffect(e1)
end
function s.boostcon(e)
	return Duel.GetCurrentPhase()==PHASE_DAMAGE_CAL and s.samebattle(e:GetLabelObject())
end
