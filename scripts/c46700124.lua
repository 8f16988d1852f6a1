-- Machine King (Effect Monster): this card gains 100 ATK for each face-up Machine monster on the
-- field, itself included.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCode(EFFECT_UPDATE_ATTACK)
	e1:SetValue(s.value)
	c:RegisterEffect(e1)
end
function s.machine(c)
	return c:IsFaceup() and c:IsRace(RACE_MACHINE)
end
function s.value(e,c)
	return Duel.GetMatchingGroupCount(s.machine,0,LOCATION_MZONE,LOCATION_MZONE,nil)*100
end
