-- Tribute to the Doomed (79759861, Normal Spell): discard 1 card; target 1 monster on the field;
-- destroy it.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DESTROY)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e1:SetCost(s.cost)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
-- this card, still in the hand while the cost is checked, cannot discard itself
function s.discardable(c,self)
	return c:IsDiscardable() and c~=self
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	local self=e:GetHandler()
	if chk==0 then return Duel.IsExistingMatchingCard(s.discardable,tp,LOCATION_HAND,0,1,nil,self) end
	Duel.DiscardHand(tp,s.discardable,1,1,REASON_COST+REASON_DISCARD,nil,self)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	if chkc then return chkc:IsLocation(LOCATION_MZONE) end
	if chk==0 then return Duel.IsExistingTarget(nil,tp,LOCATION_MZONE,LOCATION_MZONE,1,nil) end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_DESTROY)
	local g=Duel.SelectTarget(tp,nil,tp,LOCATION_MZONE,LOCATION_MZONE,1,1,nil)
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,g,1,0,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local tc=Duel.GetFirstTarget()
	if tc and tc:IsRelateToEffect(e) then
		Duel.Destroy(tc,REASON_EFFECT)
	end
end
