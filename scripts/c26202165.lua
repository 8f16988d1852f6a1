-- Sangan (Effect Monster): mandatory, once per turn by name: if this card goes from the field to
-- the GY, add 1 monster with 1500 or less ATK from your Deck to your hand; for the rest of the turn
-- you cannot activate cards or effects with that name.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_TOHAND+CATEGORY_SEARCH)
	e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)
	e1:SetCode(EVENT_TO_GRAVE)
	e1:SetCountLimit(1,id)
	e1:SetCondition(s.condition)
	e1:SetTarget(s.target)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	return e:GetHandler():IsPreviousLocation(LOCATION_ONFIELD)
end
function s.searchable(c)
	return c:IsType(TYPE_MONSTER) and c:IsAttackBelow(1500) and c:IsAbleToHand()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetOperationInfo(0,CATEGORY_TOHAND,nil,1,tp,LOCATION_DECK)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_ATOHAND)
	local g=Duel.SelectMatchingCard(tp,s.searchable,tp,LOCATION_DECK,0,1,1,nil)
	local tc=g:GetFirst()
	if tc and Duel.SendtoHand(tc,nil,REASON_EFFECT)>0 then
		Duel.ConfirmCards(1-tp,g)
		-- for the rest of this turn, nothing with that name may be activated
		local lock=Effect.CreateEffect(e:GetHandler())
		lock:SetType(EFFECT_TYPE_FIELD)
		lock:SetCode(EFFECT_CANNOT_ACTIVATE)
		lock:SetTargetRange(1,0)
		lock:SetLabel(tc:GetCode())
		lock:SetValue(s.locked)
		lock:SetReset(RESET_PHASE+PHASE_END)
		Duel.RegisterEffect(lock,tp)
	end
end
function s.locked(e,re,tp)
	return re:GetHandler():IsCode(e:GetLabel())
end
