-- Solar Flare Dragon (Effect Monster): while you control another face-up Pyro monster, your
-- opponent cannot target this card for attacks. Once per turn, during your End Phase: inflict
-- 500 damage to your opponent (mandatory). Several such End Phase effects are each their own chain (R014).
local s,id=GetID()
function s.initial_effect(c)
	-- not an attack target while another face-up Pyro monster is on your side
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCode(EFFECT_CANNOT_BE_BATTLE_TARGET)
	e1:SetCondition(s.shielded)
	e1:SetValue(1)
	c:RegisterEffect(e1)
	-- your End Phase: 500 damage
	local e2=Effect.CreateEffect(c)
	e2:SetDescription(aux.Stringid(id,0))
	e2:SetCategory(CATEGORY_DAMAGE)
	e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)
	e2:SetCode(EVENT_PHASE+PHASE_END)
	e2:SetRange(LOCATION_MZONE)
	e2:SetCountLimit(1)
	e2:SetCondition(s.damage_condition)
	e2:SetTarget(s.damage_target)
	e2:SetOperation(s.damage_operation)
	c:RegisterEffect(e2)
end
function s.other_pyro(c)
	return c:IsFaceup() and c:IsRace(RACE_PYRO)
end
function s.shielded(e)
	local c=e:GetHandler()
	return Duel.IsExistingMatchingCard(s.other_pyro,c:GetControler(),LOCATION_MZONE,0,1,c)
end
function s.damage_condition(e,tp,eg,ep,ev,re,r,rp)
	return Duel.GetTurnPlayer()==tp
end
function s.damage_target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetTargetPlayer(1-tp)
	Duel.SetTargetParam(500)
	Duel.SetOperationInfo(0,CATEGORY_DAMAGE,nil,0,1-tp,500)
end
function s.damage_operation(e,tp,eg,ep,ev,re,r,rp)
	local p,d=Duel.GetChainInfo(0,CHAININFO_TARGET_PLAYER,CHAININFO_TARGET_PARAM)
	Duel.Damage(p,d,REASON_EFFECT)
end
