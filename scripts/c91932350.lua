-- Harpie Lady 1 (Effect Monster): its name is always treated as "Harpie Lady" (the database alias
-- 76812113). All WIND monsters on the field gain 300 ATK, this card included.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_UPDATE_ATTACK)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTargetRange(LOCATION_MZONE,LOCATION_MZONE)
	e1:SetTarget(s.wind)
	e1:SetValue(300)
	c:RegisterEffect(e1)
end
function s.wind(e,c)
	return c:IsAttribute(ATTRIBUTE_WIND)
end
