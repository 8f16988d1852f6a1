-- Exodia the Forbidden One (Effect Monster): if you have this card and Right Leg, Left Leg, Right Arm
-- and Left Arm of the Forbidden One in your hand, you win the Duel. It is not an effect that starts a
-- chain: the rules look at the hand at their checks, after an effect has finished resolving, so a set
-- completed only in the middle of an effect gives no win (R109). Both players completing it at once
-- is a draw.
local s,id=GetID()
local WIN_REASON_EXODIA=0x10
-- the four limbs of the Forbidden One
local LIMBS={8124921,44519536,70903634,7902349}
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
	e1:SetCode(EVENT_ADJUST)
	e1:SetRange(LOCATION_HAND)
	e1:SetCondition(s.complete)
	e1:SetOperation(s.win)
	c:RegisterEffect(e1)
end
function s.complete(e,tp)
	for _,code in ipairs(LIMBS) do
		if not Duel.IsExistingMatchingCard(Card.IsCode,tp,LOCATION_HAND,0,1,nil,code) then return false end
	end
	return true
end
function s.win(e,tp)
	Duel.Win(tp,WIN_REASON_EXODIA)
end
