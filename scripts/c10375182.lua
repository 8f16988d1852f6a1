-- Command Knight (Effect Monster): Warrior monsters you control gain 400 ATK (this card included).
-- While you control another monster, your opponent cannot choose this card as an attack target.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_UPDATE_ATTACK)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTargetRange(LOCATION_MZONE,0)
	e1:SetTarget(s.warrior)
	e1:SetValue(400)
	c:RegisterEffect(e1)
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_SINGLE)
	e2:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e2:SetRange(LOCATION_MZONE)
	e2:SetCode(EFFECT_CANNOT_BE_BATTLE_TARGET)
	e2:SetCondition(s.covered)
	e2:SetValue(1)
	c:RegisterEffect(e2)
end
function s.warrior(e,c)
	return c:IsFaceup() and c:IsRace(RACE_WARRIOR)
end
-- any other monster counts, face-up or face-down
function s.covered(e)
	local c=e:GetHandler()
	return Duel.IsExistingMatchingCard(nil,c:GetControler(),LOCATION_MZONE,0,1,c)
end
