-- Acid Trap Hole (Normal Trap): target 1 face-down Defense Position monster on the field; turn it
-- face-up, then destroy it if its DEF is 2000 or less, otherwise turn it face-down again.
-- Being turned face-up this way is a flip, so its FLIP effect can activate (R036).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_POSITION+CATEGORY_DESTROY)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.facedown(c)
	return c:IsPosition(POS_FACEDOWN_DEFENSE)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	if chkc then return chkc:IsLocation(LOCATION_MZONE) and s.facedown(chkc) end
	if chk==0 then return Duel.IsExistingTarget(s.facedown,tp,LOCATION_MZONE,LOCATION_MZONE,1,nil) end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_FACEDOWN)
	Duel.SelectTarget(tp,s.facedown,tp,LOCATION_MZONE,LOCATION_MZONE,1,1,nil)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local tc=Duel.GetFirstTarget()
	if not (tc and tc:IsRelateToEffect(e) and tc:IsFacedown()) then return end
	if Duel.ChangePosition(tc,POS_FACEUP_DEFENSE)==0 then return end
	if tc:GetDefense()<=2000 then
		Duel.Destroy(tc,REASON_EFFECT)
	else
		Duel.ChangePosition(tc,POS_FACEDOWN_DEFENSE)
	end
end
