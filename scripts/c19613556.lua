-- Heavy Storm (19613556, Normal Spell): destroy every other Spell and Trap card on the field.
-- It does not target: the cards are those on the field when it resolves.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DESTROY)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.spelltrap(c)
	return c:IsType(TYPE_SPELL+TYPE_TRAP)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	local self=e:GetHandler()
	if chk==0 then return Duel.IsExistingMatchingCard(s.spelltrap,tp,LOCATION_ONFIELD,LOCATION_ONFIELD,1,self) end
	local g=Duel.GetMatchingGroup(s.spelltrap,tp,LOCATION_ONFIELD,LOCATION_ONFIELD,self)
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,g,#g,0,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local g=Duel.GetMatchingGroup(s.spelltrap,tp,LOCATION_ONFIELD,LOCATION_ONFIELD,e:GetHandler())
	Duel.Destroy(g,REASON_EFFECT)
end
