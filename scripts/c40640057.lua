-- Kuriboh (Effect Monster): during damage calculation in your opponent's turn, if you would take
-- battle damage from that battle, you can discard this card to take no battle damage from it.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetType(EFFECT_TYPE_QUICK_O)
	e1:SetCode(EVENT_PRE_DAMAGE_CALCULATE)
	e1:SetRange(LOCATION_HAND)
	e1:SetProperty(EFFECT_FLAG_DAMAGE_STEP+EFFECT_FLAG_DAMAGE_CAL)
	e1:SetCondition(s.condition)
	e1:SetCost(s.cost)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
-- only in the opponent's turn, and only if this battle would deal you damage
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	if Duel.GetTurnPlayer()==tp then return false end
	local attacker,target=Duel.GetAttacker(),Duel.GetAttackTarget()
	if not target then return attacker:GetAttack()>0 end
	if not target:IsControler(tp) then return false end
	if target:IsAttackPos() then return attacker:GetAttack()>target:GetAttack() end
	-- a Defense Position monster: damage only through piercing (card text: "if you would take battle damage")
	return attacker:IsHasEffect(EFFECT_PIERCE)~=nil and attacker:GetAttack()>target:GetDefense()
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	local c=e:GetHandler()
	if chk==0 then return c:IsDiscardable() end
	Duel.SendtoGrave(c,REASON_COST+REASON_DISCARD)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local shield=Effect.CreateEffect(e:GetHandler())
	shield:SetType(EFFECT_TYPE_FIELD)
	shield:SetCode(EFFECT_AVOID_BATTLE_DAMAGE)
	shield:SetTargetRange(1,0)
	shield:SetValue(1)
	shield:SetReset(RESET_PHASE+PHASE_DAMAGE)
	Duel.RegisterEffect(shield,tp)
end
