-- Proxy Dragon (Link Effect Monster, Link-2, arrows Left, Right): 2 monsters as Link Material. It must
-- first be Link Summoned before it can be revived. If a card or cards you control would be destroyed by
-- battle or by a card effect, you can destroy 1 of your monsters this card points to instead (a
-- replacement, not a chain link).
local s,id=GetID()
function s.initial_effect(c)
	c:EnableReviveLimit()
	aux.AddLinkProcedure(c,nil,2,2)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_CONTINUOUS+EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_DESTROY_REPLACE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTarget(s.reptg)
	e1:SetValue(s.repval)
	e1:SetOperation(s.repop)
	c:RegisterEffect(e1)
end
-- a card of tp's about to be destroyed by battle or by an effect, not already in place of another
function s.protected(c,tp)
	return c:IsControler(tp) and c:IsOnField() and c:IsReason(REASON_BATTLE+REASON_EFFECT)
		and not c:IsReason(REASON_REPLACE)
end
-- a monster of tp's that this card points to, destroyable and not itself among the destroyed
function s.substitute(c,tp,eg)
	return c:IsControler(tp) and not eg:IsContains(c) and c:IsDestructable()
		and not c:IsStatus(STATUS_DESTROY_CONFIRMED)
end
function s.reptg(e,tp,eg,ep,ev,re,r,rp,chk)
	local c=e:GetHandler()
	local g=c:GetLinkedGroup():Filter(s.substitute,nil,tp,eg)
	if chk==0 then return eg:IsExists(s.protected,1,nil,tp) and #g>0 end
	if Duel.SelectEffectYesNo(tp,c,96) then
		Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_DESREPLACE)
		local sg=g:Select(tp,1,1,nil)
		e:SetLabelObject(sg:GetFirst())
		return true
	end
	return false
end
function s.repval(e,c)
	return s.protected(c,e:GetHandlerPlayer())
end
function s.repop(e,tp,eg,ep,ev,re,r,rp)
	local tc=e:GetLabelObject()
	Duel.Destroy(tc,REASON_EFFECT+REASON_REPLACE)
end
