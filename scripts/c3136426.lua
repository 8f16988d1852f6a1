-- Level Limit - Area B (Continuous Spell): every face-up Level 4 or higher monster on the field is changed to, and kept in, face-up Defense Position.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	c:RegisterEffect(e1)
	-- a rule the card imposes, not an activated effect: monsters summoned later are changed as well
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD)
	e2:SetCode(EFFECT_SET_POSITION)
	e2:SetRange(LOCATION_SZONE)
	e2:SetTargetRange(LOCATION_MZONE,LOCATION_MZONE)
	e2:SetTarget(s.limited)
	e2:SetValue(POS_FACEUP_DEFENSE)
	c:RegisterEffect(e2)
	-- "kept in": their controllers cannot change them back to Attack Position
	local e3=e2:Clone()
	e3:SetCode(EFFECT_CANNOT_CHANGE_POSITION)
	e3:SetValue(1)
	c:RegisterEffect(e3)
end
-- face-down monsters are not affected (a Flip Summoned one is, once face-up)
function s.limited(e,c)
	return c:IsFaceup() and c:IsLevelAbove(4)
end
