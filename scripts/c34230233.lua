-- Grapha, Dragon Lord of Dark World (Effect Monster): mandatory "if": if a card effect discards this
-- card from your hand to the GY, target 1 card your opponent controls; destroy it, then, if it was
-- your opponent's effect that discarded it, look at 1 random card in their hand and, if it is a
-- monster, you may Special Summon it to your field. A discard for the hand limit or as a cost is
-- not a discard by a card effect (R010).
-- Not scripted: its summoning procedure from the GY (return 1 other face-up "Dark World" monster
-- you control to the hand). The engine has no EFFECT_SPSUMMON_PROC yet, and the reference data
-- gives no "Dark World" archetype code to recognise those monsters by.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_DESTROY+CATEGORY_SPECIAL_SUMMON)
	e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)
	e1:SetCode(EVENT_TO_GRAVE)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET+EFFECT_FLAG_DELAY)
	e1:SetCondition(s.condition)
	e1:SetTarget(s.target)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	-- discarded (REASON_DISCARD) by a card effect (REASON_EFFECT), from the hand
	return c:IsPreviousLocation(LOCATION_HAND) and c:IsReason(REASON_DISCARD) and c:IsReason(REASON_EFFECT)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	if chkc then return chkc:IsOnField() and chkc:IsControler(1-tp) end
	if chk==0 then return Duel.IsExistingTarget(nil,tp,0,LOCATION_ONFIELD,1,nil) end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_DESTROY)
	local g=Duel.SelectTarget(tp,nil,tp,0,LOCATION_ONFIELD,1,1,nil)
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,g,1,0,0)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local tc=Duel.GetFirstTarget()
	if not (tc and tc:IsRelateToEffect(e)) or Duel.Destroy(tc,REASON_EFFECT)==0 then return end
	-- the second part only when the discard was the opponent's doing
	if rp~=1-tp then return end
	local hand=Duel.GetFieldGroup(tp,0,LOCATION_HAND)
	if #hand==0 then return end
	Duel.BreakEffect()
	local seen=hand:RandomSelect(tp,1)
	local sc=seen:GetFirst()
	Duel.ConfirmCards(tp,sc)
	if sc:IsType(TYPE_MONSTER) and Duel.GetLocationCount(tp,LOCATION_MZONE)>0
		and sc:IsCanBeSpecialSummoned(e,0,tp,false,false)
		and Duel.SelectYesNo(tp,aux.Stringid(id,1)) then
		Duel.SpecialSummon(sc,0,tp,tp,false,false,POS_FACEUP)
	else
		Duel.ShuffleHand(1-tp)
	end
end
