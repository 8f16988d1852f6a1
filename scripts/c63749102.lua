-- Exarion Universe (Effect Monster): once per turn, during your Battle Step, while this card is
-- attacking a Defense Position monster and no chain is being built: this card loses 400 ATK and
-- inflicts piercing battle damage, both until the end of this turn. (Like the reference behaviour,
-- it does not check that the card has 400 or more ATK; see R086.)
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_ATKCHANGE)
	e1:SetType(EFFECT_TYPE_QUICK_O)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCountLimit(1)
	e1:SetCondition(s.condition)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	local d=Duel.GetAttackTarget()
	return Duel.GetTurnPlayer()==tp and Duel.GetCurrentPhase()==PHASE_BATTLE_STEP and Duel.GetCurrentChain()==0
		and Duel.GetAttacker()==c and d~=nil and d:IsDefensePos() and c:GetAttack()>0
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	-- with no ATK left to lose, there is nothing to trade for piercing damage (R086)
	if not (c:IsRelateToEffect(e) and c:IsFaceup() and c:GetAttack()>0) then return end
	local down=Effect.CreateEffect(c)
	down:SetType(EFFECT_TYPE_SINGLE)
	down:SetCode(EFFECT_UPDATE_ATTACK)
	down:SetValue(-400)
	down:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END)
	c:RegisterEffect(down)
	local pierce=Effect.CreateEffect(c)
	pierce:SetType(EFFECT_TYPE_SINGLE)
	pierce:SetCode(EFFECT_PIERCE)
	pierce:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END)
	c:RegisterEffect(pierce)
end
