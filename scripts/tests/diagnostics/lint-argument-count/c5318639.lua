-- Mystical Space Typhoon with argument mistakes: a missing argument, one too many, a string for an integer
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DESTROY)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.spelltrap(c)
	return c:IsType(TYPE_SPELL+TYPE_TRAP)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	local self=e:GetHandler()
	if chkc then return chkc:IsOnField() and s.spelltrap(chkc) and chkc~=self end
	-- it cannot target itself; Trap Monsters and monsters used as Equip Spells are Spells/Traps too (R099, R114)
	if chk==0 then return Duel.IsExistingTarget(s.spelltrap,tp,LOCATION_ONFIELD,LOCATION_ONFIELD,1) end
	Duel.Hint(HINT_SELECTMSG,tp,"HINTMSG_DESTROY")
	local g=Duel.SelectTarget(tp,s.spelltrap,tp,LOCATION_ONFIELD,LOCATION_ONFIELD,1,1,self)
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,g,1,0,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local tc=Duel.GetFirstTarget()
	if tc and tc:IsRelateToEffect(e) and tc:IsAbleToHand(e,0,tp) then
		Duel.Destroy(tc,REASON_EFFECT)
	end
end
