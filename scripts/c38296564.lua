-- Safe Zone (Continuous Trap): target 1 face-up Attack Position monster on the field; while this card is on the field your opponent's card effects cannot target or destroy it, battle cannot destroy it, it cannot attack directly while you control it, and this card and that monster leave the field together (each destroys the other).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
	-- the protections, for the bound monster only
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD)
	e2:SetCode(EFFECT_CANNOT_BE_EFFECT_TARGET)
	e2:SetRange(LOCATION_SZONE)
	e2:SetTargetRange(LOCATION_MZONE,LOCATION_MZONE)
	e2:SetLabelObject(e1)
	e2:SetTarget(s.protected)
	e2:SetValue(s.byopponent)
	c:RegisterEffect(e2)
	local e3=e2:Clone()
	e3:SetCode(EFFECT_INDESTRUCTABLE_EFFECT)
	c:RegisterEffect(e3)
	local e4=e2:Clone()
	e4:SetCode(EFFECT_INDESTRUCTABLE_BATTLE)
	e4:SetValue(1)
	c:RegisterEffect(e4)
	local e5=e2:Clone()
	e5:SetCode(EFFECT_CANNOT_DIRECT_ATTACK)
	e5:SetTarget(s.nodirect)
	e5:SetValue(1)
	c:RegisterEffect(e5)
	-- whether this card was negated as it left the field: then it does not destroy the monster
	local e6=Effect.CreateEffect(c)
	e6:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
	e6:SetProperty(EFFECT_FLAG_CANNOT_DISABLE) -- it must see the negation it records
	e6:SetCode(EVENT_LEAVE_FIELD_P)
	e6:SetOperation(s.negcheck)
	c:RegisterEffect(e6)
	-- the two bonds are not chain links: they apply at once
	local e7=Effect.CreateEffect(c)
	e7:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
	e7:SetCode(EVENT_LEAVE_FIELD)
	e7:SetLabelObject(e6)
	e7:SetOperation(s.leaveop)
	c:RegisterEffect(e7)
	e6:SetLabelObject(e1)
	local e8=Effect.CreateEffect(c)
	e8:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e8:SetCode(EVENT_LEAVE_FIELD)
	e8:SetRange(LOCATION_SZONE)
	e8:SetLabelObject(e1)
	e8:SetCondition(s.boundcon)
	e8:SetOperation(s.boundop)
	c:RegisterEffect(e8)
end
function s.filter(c)
	return c:IsPosition(POS_FACEUP_ATTACK)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	if chkc then return chkc:IsLocation(LOCATION_MZONE) and s.filter(chkc) end
	if chk==0 then return Duel.IsExistingTarget(s.filter,tp,LOCATION_MZONE,LOCATION_MZONE,1,nil) end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_FACEUP)
	Duel.SelectTarget(tp,s.filter,tp,LOCATION_MZONE,LOCATION_MZONE,1,1,nil)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	local tc=Duel.GetFirstTarget()
	if c:IsRelateToEffect(e) and tc and tc:IsRelateToEffect(e) and tc:IsFaceup() then
		-- the bond ends when the monster is turned face-down (R076) or arrives on the field anew;
		-- leaving the field does not clear the mark, so the leave reactions can still see it
		tc:RegisterFlagEffect(id,RESET_EVENT+RESET_TURN_SET+RESET_TOFIELD,0,1)
		e:SetLabelObject(tc)
	end
end
-- the bound monster, while the bond holds, or nil
function s.bound(act)
	local tc=act:GetLabelObject()
	if tc and tc:GetFlagEffect(id)>0 then return tc end
	return nil
end
function s.protected(e,c)
	return c==s.bound(e:GetLabelObject()) and c:IsFaceup()
end
function s.byopponent(e,re,rp)
	return rp~=e:GetHandlerPlayer()
end
function s.nodirect(e,c)
	return s.protected(e,c) and c:IsControler(e:GetHandlerPlayer())
end
function s.negcheck(e,tp,eg,ep,ev,re,r,rp)
	e:SetLabel(e:GetHandler():IsDisabled() and 1 or 0)
end
function s.leaveop(e,tp,eg,ep,ev,re,r,rp)
	local check=e:GetLabelObject()
	local act=check:GetLabelObject()
	local tc=s.bound(act)
	local negated=check:GetLabel()==1
	check:SetLabel(0)
	act:SetLabelObject(nil)
	if tc and not negated and tc:IsLocation(LOCATION_MZONE) and tc:IsFaceup() then
		Duel.Destroy(tc,REASON_EFFECT)
	end
end
function s.boundcon(e,tp,eg,ep,ev,re,r,rp)
	local tc=s.bound(e:GetLabelObject())
	return tc and eg:IsContains(tc) and tc:IsPreviousLocation(LOCATION_MZONE)
end
function s.boundop(e,tp,eg,ep,ev,re,r,rp)
	e:GetLabelObject():SetLabelObject(nil)
	Duel.Destroy(e:GetHandler(),REASON_EFFECT)
end
