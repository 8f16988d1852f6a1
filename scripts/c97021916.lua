-- Dark Resonator (Tuner Effect Monster): once per turn, it is not destroyed by battle.
-- Only the first battle that would destroy it each turn is ignored; a later one that turn destroys
-- it. Destruction by card effects is not prevented.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCode(EFFECT_INDESTRUCTABLE_COUNT)
	e1:SetCountLimit(1)
	e1:SetValue(s.battle)
	c:RegisterEffect(e1)
end
function s.battle(e,re,r,rp)
	return r&REASON_BATTLE~=0
end
