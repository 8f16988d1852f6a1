-- Shield & Sword (Normal Spell): no target. Every face-up monster on the field at activation that is
-- still there at resolution has its original ATK and original DEF swapped until the end of this
-- turn; other changes then apply on top. Monsters without DEF (Link monsters) are skipped.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.swappable(c)
	return c:IsFaceup() and not c:IsType(TYPE_LINK)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	local g=Duel.GetMatchingGroup(s.swappable,tp,LOCATION_MZONE,LOCATION_MZONE,nil)
	if chk==0 then return #g>0 end
	-- the monsters there now are the ones affected (if they are still there at resolution)
	local tc=g:GetFirst()
	while tc do
		tc:CreateEffectRelation(e)
		tc=g:GetNext()
	end
end
function s.still(c,e)
	return c:IsRelateToEffect(e) and s.swappable(c)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local g=Duel.GetMatchingGroup(s.still,tp,LOCATION_MZONE,LOCATION_MZONE,nil,e)
	local tc=g:GetFirst()
	while tc do
		local atk=tc:GetBaseAttack()
		local def=tc:GetBaseDefense()
		local e1=Effect.CreateEffect(e:GetHandler())
		e1:SetType(EFFECT_TYPE_SINGLE)
		e1:SetCode(EFFECT_SET_BASE_ATTACK)
		e1:SetValue(def)
		e1:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END)
		tc:RegisterEffect(e1)
		local e2=e1:Clone()
		e2:SetCode(EFFECT_SET_BASE_DEFENSE)
		e2:SetValue(atk)
		tc:RegisterEffect(e2)
		tc=g:GetNext()
	end
end
