-- Spell Canceller (Effect Monster): while face-up on the field, no Spell Card can be activated, nor a Spell's effect on the field, and the effects of all Spells on the field are negated.
local s,id=GetID()
function s.initial_effect(c)
	-- neither player activates Spell Cards, nor the effects of Spells on the field
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_CANNOT_ACTIVATE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTargetRange(1,1)
	e1:SetValue(s.spellactivation)
	c:RegisterEffect(e1)
	-- the Spells on the field lose their effects while this card is face-up; they come back when it leaves
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD)
	e2:SetCode(EFFECT_DISABLE)
	e2:SetRange(LOCATION_MZONE)
	e2:SetTargetRange(LOCATION_SZONE,LOCATION_SZONE)
	e2:SetTarget(s.spell)
	c:RegisterEffect(e2)
end
-- a Spell Card's activation, or a Spell's effect activated on the field
function s.spellactivation(e,re,tp)
	if not re:IsActiveType(TYPE_SPELL) then return false end
	return re:IsHasType(EFFECT_TYPE_ACTIVATE) or re:GetHandler():IsOnField()
end
function s.spell(e,c)
	return c:IsType(TYPE_SPELL)
end
