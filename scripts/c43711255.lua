-- Prohibition (Continuous Spell): when it resolves, declare 1 card name. While this card is face-up
-- on the field, cards with that name cannot be Normal Summoned, Set, Flip Summoned or activated
-- (their effects included), and monsters with that name cannot attack or change their battle
-- position. Copies of the declared card that were already on the field when this card resolved are
-- not affected (while they stay there). Special Summons by other cards' effects, using the card as a
-- cost or tribute, and targeting it stay possible (R117).
-- Not done here: a Special Summon by the declared card's own procedure is not forbidden, because the
-- engine's EFFECT_CANNOT_SPECIAL_SUMMON filter is not told whether a procedure or an effect summons.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
	-- summons and Sets, for both players
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD)
	e2:SetCode(EFFECT_CANNOT_SUMMON)
	e2:SetRange(LOCATION_SZONE)
	e2:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e2:SetTargetRange(1,1)
	e2:SetLabelObject(e1)
	e2:SetTarget(s.forbidden)
	c:RegisterEffect(e2)
	local e3=e2:Clone()
	e3:SetCode(EFFECT_CANNOT_MSET)
	c:RegisterEffect(e3)
	local e4=e2:Clone()
	e4:SetCode(EFFECT_CANNOT_FLIP_SUMMON)
	c:RegisterEffect(e4)
	local e5=e2:Clone()
	e5:SetCode(EFFECT_CANNOT_SSET)
	c:RegisterEffect(e5)
	-- activations of the card or of its effects
	local e6=Effect.CreateEffect(c)
	e6:SetType(EFFECT_TYPE_FIELD)
	e6:SetCode(EFFECT_CANNOT_ACTIVATE)
	e6:SetRange(LOCATION_SZONE)
	e6:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e6:SetTargetRange(1,1)
	e6:SetLabelObject(e1)
	e6:SetValue(s.noactivate)
	c:RegisterEffect(e6)
	-- attacks and manual position changes of such monsters on either field
	local e7=Effect.CreateEffect(c)
	e7:SetType(EFFECT_TYPE_FIELD)
	e7:SetCode(EFFECT_CANNOT_ATTACK)
	e7:SetRange(LOCATION_SZONE)
	e7:SetTargetRange(LOCATION_MZONE,LOCATION_MZONE)
	e7:SetLabelObject(e1)
	e7:SetTarget(s.forbiddenmonster)
	c:RegisterEffect(e7)
	local e8=e7:Clone()
	e8:SetCode(EFFECT_CANNOT_CHANGE_POSITION)
	c:RegisterEffect(e8)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	if not c:IsRelateToEffect(e) then return end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_CODE)
	local code=Duel.AnnounceCard(tp)
	-- copies already on the field keep being usable while they stay there
	local g=Duel.GetMatchingGroup(Card.IsCode,tp,LOCATION_ONFIELD,LOCATION_ONFIELD,c,code)
	local tc=g:GetFirst()
	while tc do
		tc:RegisterFlagEffect(id,RESET_EVENT+RESET_LEAVE+RESET_TOFIELD+RESET_TEMP_REMOVE,0,1,code)
		tc=g:GetNext()
	end
	e:SetLabel(code)
end
function s.covers(e,c)
	local code=e:GetLabelObject():GetLabel()
	if code==0 or not c:IsCode(code) then return false end
	return not (c:IsOnField() and c:GetFlagEffect(id)>0 and c:GetFlagEffectLabel(id)==code)
end
function s.forbidden(e,c)
	return s.covers(e,c)
end
function s.forbiddenmonster(e,c)
	return s.covers(e,c)
end
function s.noactivate(e,re,tp)
	local rc=re:GetHandler()
	return rc~=nil and s.covers(e,rc)
end
