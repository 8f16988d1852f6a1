-- Spirit Ryu (Effect Monster): during your Battle Phase, while this card is the attacking monster or
-- the attack target (not in the Damage Step), you may discard 1 Dragon monster from your hand as a
-- cost: this card gains 1000 ATK and DEF until the end of the Battle Phase. No limit per turn. The
-- gain is this card's own: it stops while this card's effects are negated (R082).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_ATKCHANGE+CATEGORY_DEFCHANGE)
	e1:SetType(EFFECT_TYPE_QUICK_O)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCondition(s.condition)
	e1:SetCost(s.cost)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	return Duel.GetTurnPlayer()==tp and Duel.GetCurrentPhase()==PHASE_BATTLE_STEP
		and (Duel.GetAttacker()==c or Duel.GetAttackTarget()==c)
end
function s.dragon(c)
	return c:IsRace(RACE_DRAGON) and c:IsType(TYPE_MONSTER) and c:IsDiscardable()
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsExistingMatchingCard(s.dragon,tp,LOCATION_HAND,0,1,nil) end
	Duel.DiscardHand(tp,s.dragon,1,1,REASON_COST+REASON_DISCARD)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	if not (c:IsRelateToEffect(e) and c:IsFaceup()) then return end
	local up=Effect.CreateEffect(c)
	up:SetType(EFFECT_TYPE_SINGLE)
	up:SetCode(EFFECT_UPDATE_ATTACK)
	up:SetValue(1000)
	up:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_DISABLE+RESET_PHASE+PHASE_BATTLE)
	c:RegisterEffect(up)
	local def=up:Clone()
	def:SetCode(EFFECT_UPDATE_DEFENSE)
	c:RegisterEffect(def)
end
