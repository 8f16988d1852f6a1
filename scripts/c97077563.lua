-- Call of the Haunted (Continuous Trap): target 1 monster in your GY; Special Summon it in
-- Attack Position. The two are bound: when this card leaves the field, destroy that monster;
-- when that monster is destroyed, destroy this card. Neither is a chain link (R044), and neither
-- applies while this card's effects are negated (it leaving the field negated destroys nothing).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
	-- just before it leaves: whether its effects are negated then
	local e0=Effect.CreateEffect(c)
	e0:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
	e0:SetProperty(EFFECT_FLAG_CANNOT_DISABLE) -- it must see the negation it records
	e0:SetCode(EVENT_LEAVE_FIELD_P)
	e0:SetOperation(s.negatedop)
	c:RegisterEffect(e0)
	-- this card leaves the field: the bound monster is destroyed
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
	e2:SetCode(EVENT_LEAVE_FIELD)
	e2:SetLabelObject(e1)
	e2:SetCondition(function(e) return e0:GetLabel()==0 end)
	e2:SetOperation(s.leaveop)
	c:RegisterEffect(e2)
	-- the bound monster is destroyed: this card is destroyed
	local e3=Effect.CreateEffect(c)
	e3:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e3:SetCode(EVENT_DESTROYED)
	e3:SetRange(LOCATION_SZONE)
	e3:SetLabelObject(e1)
	e3:SetCondition(s.boundcon)
	e3:SetOperation(s.boundop)
	c:RegisterEffect(e3)
end
function s.revivable(c,e,tp)
	return c:IsCanBeSpecialSummoned(e,0,tp,false,false)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and s.revivable(chkc,e,tp) end
	if chk==0 then
		return Duel.GetLocationCount(tp,LOCATION_MZONE)>0
			and Duel.IsExistingTarget(s.revivable,tp,LOCATION_GRAVE,0,1,nil,e,tp)
	end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_SPSUMMON)
	local g=Duel.SelectTarget(tp,s.revivable,tp,LOCATION_GRAVE,0,1,1,nil,e,tp)
	Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,g,1,0,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	local tc=Duel.GetFirstTarget()
	if c:IsRelateToEffect(e) and tc and tc:IsRelateToEffect(e)
		and Duel.SpecialSummon(tc,0,tp,tp,false,false,POS_FACEUP_ATTACK)>0 then
		-- the bond lasts while the monster stays on the field: the flag goes when it leaves
		tc:RegisterFlagEffect(id,RESET_EVENT+RESETS_STANDARD,0,1)
		e:SetLabelObject(tc)
	end
end
function s.bound(e)
	local tc=e:GetLabelObject():GetLabelObject()
	if tc and tc:GetFlagEffect(id)>0 then return tc end
	return nil
end
function s.negatedop(e)
	e:SetLabel(e:GetHandler():IsDisabled() and 1 or 0)
end
function s.leaveop(e,tp,eg,ep,ev,re,r,rp)
	local tc=s.bound(e)
	e:GetLabelObject():SetLabelObject(nil)
	if tc then Duel.Destroy(tc,REASON_EFFECT) end
end
function s.boundcon(e,tp,eg,ep,ev,re,r,rp)
	local tc=e:GetLabelObject():GetLabelObject()
	-- a monster that left the field some other way first is no longer bound
	return tc and eg:IsContains(tc) and tc:IsPreviousLocation(LOCATION_MZONE)
end
function s.boundop(e,tp,eg,ep,ev,re,r,rp)
	e:GetLabelObject():SetLabelObject(nil)
	Duel.Destroy(e:GetHandler(),REASON_EFFECT)
end
