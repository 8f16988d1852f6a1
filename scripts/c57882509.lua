-- Mask of Weakness (Normal Trap): while a monster is attacking (up to damage calculation), target
-- the attacking monster; it loses 700 ATK until the end of this turn.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_ATKCHANGE)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET+EFFECT_FLAG_DAMAGE_STEP)
	e1:SetHintTiming(TIMING_DAMAGE_STEP)
	e1:SetCondition(s.condition)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	return Duel.GetAttacker()~=nil and Duel.GetCurrentPhase()~=PHASE_DAMAGE_CAL
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	local attacker=Duel.GetAttacker()
	if chkc then return chkc==attacker end
	if chk==0 then return attacker and attacker:IsOnField() and attacker:IsFaceup() end
	Duel.SetTargetCard(attacker)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local tc=Duel.GetFirstTarget()
	if tc and tc:IsRelateToEffect(e) and tc:IsFaceup() then
		local weaken=Effect.CreateEffect(e:GetHandler())
		weaken:SetType(EFFECT_TYPE_SINGLE)
		weaken:SetCode(EFFECT_UPDATE_ATTACK)
		weaken:SetValue(-700)
		weaken:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END)
		tc:RegisterEffect(weaken)
	end
end
