-- Mind Crush (Normal Trap): activate only while both players have at least 1 card in their hand.
-- Declare 1 card name. If your opponent has a card with that name in their hand, they discard every
-- card with that name; otherwise you discard 1 random card from your hand.
-- Not checked: the declared name may not be a Fusion, Synchro, Xyz or Link Monster
-- (Duel.AnnounceCard can only narrow the choice to a type, not exclude types).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_HANDES)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetCondition(s.condition)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	return Duel.IsExistingMatchingCard(nil,tp,LOCATION_HAND,0,1,c)
		and Duel.GetFieldGroupCount(tp,0,LOCATION_HAND)>0
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_CODE)
	local code=Duel.AnnounceCard(tp)
	Duel.SetTargetParam(code)
	Duel.SetOperationInfo(0,CATEGORY_HANDES,nil,0,1-tp,1)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local code=Duel.GetChainInfo(0,CHAININFO_TARGET_PARAM)
	local g=Duel.GetMatchingGroup(Card.IsCode,tp,0,LOCATION_HAND,nil,code)
	if #g>0 then
		Duel.SendtoGrave(g,REASON_EFFECT+REASON_DISCARD)
	else
		local hand=Duel.GetFieldGroup(tp,LOCATION_HAND,0)
		if #hand>0 then
			Duel.SendtoGrave(hand:RandomSelect(tp,1),REASON_EFFECT+REASON_DISCARD)
		end
	end
end
