-- Star Boy (Effect Monster): WATER monsters on the field gain 500 ATK; FIRE monsters on the field
-- lose 400 ATK.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_UPDATE_ATTACK)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTargetRange(LOCATION_MZONE,LOCATION_MZONE)
	e1:SetTarget(s.water)
	e1:SetValue(500)
	c:RegisterEffect(e1)
	local e2=e1:Clone()
	e2:SetTarget(s.fire)
	e2:SetValue(-400)
	c:RegisterEffect(e2)
end
function s.water(e,c)
	return c:IsAttribute(ATTRIBUTE_WATER)
end
function s.fire(e,c)
	return c:IsAttribute(ATTRIBUTE_FIRE)
end
