-- Bottomless Trap Hole (Normal Trap): when your opponent Normal, Flip or Special Summons a monster or
-- monsters with 1500 or more ATK: destroy those that are still face-up with 1500 or more ATK, and
-- banish them. It does not target.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DESTROY+CATEGORY_REMOVE)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_SUMMON_SUCCESS)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
	local e2=e1:Clone()
	e2:SetCode(EVENT_FLIP_SUMMON_SUCCESS)
	c:RegisterEffect(e2)
	local e3=e1:Clone()
	e3:SetCode(EVENT_SPSUMMON_SUCCESS)
	c:RegisterEffect(e3)
end
function s.summoned(c,tp)
	return c:IsFaceup() and c:IsLocation(LOCATION_MZONE) and c:IsControler(1-tp) and c:IsAttackAbove(1500)
		and c:IsAbleToRemove()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	local g=eg:Filter(s.summoned,nil,tp)
	if chk==0 then return rp==1-tp and #g>0 end
	-- remember the summoned monsters without targeting them
	local tc=g:GetFirst()
	while tc do
		tc:CreateEffectRelation(e)
		tc=g:GetNext()
	end
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,g,#g,0,0)
end
function s.still(c,e)
	return c:IsRelateToEffect(e) and c:IsFaceup() and c:IsAttackAbove(1500)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local g=eg:Filter(s.still,nil,e)
	if #g>0 then
		Duel.Destroy(g,REASON_EFFECT,LOCATION_REMOVED)
	end
end
