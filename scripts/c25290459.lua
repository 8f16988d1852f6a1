-- Level Up! (Normal Spell): as a cost, send 1 face-up "LV" monster you control to the GY; Special
-- Summon from your hand or Deck the monster that the sent monster names as its next level (its
-- script's lvup list), ignoring its summoning conditions. A face-down "LV" monster cannot be sent
-- (R061).
local s,id=GetID()
local SET_LV=0x41
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetCost(s.cost)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
-- the codes a card names as its next level
function s.nextlevels(c)
	local mt=_G["c"..c:GetOriginalCode()]
	if type(mt)=="table" and type(mt.lvup)=="table" then return mt.lvup end
	return nil
end
function s.summonable(c,e,tp,codes)
	return c:IsCode(table.unpack(codes)) and c:IsCanBeSpecialSummoned(e,0,tp,true,true)
end
function s.sendable(c,e,tp)
	local codes=s.nextlevels(c)
	return c:IsFaceup() and c:IsSetCard(SET_LV) and codes~=nil and c:IsAbleToGraveAsCost()
		and Duel.IsExistingMatchingCard(s.summonable,tp,LOCATION_HAND+LOCATION_DECK,0,1,nil,e,tp,codes)
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsExistingMatchingCard(s.sendable,tp,LOCATION_MZONE,0,1,nil,e,tp) end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_TOGRAVE)
	local g=Duel.SelectMatchingCard(tp,s.sendable,tp,LOCATION_MZONE,0,1,1,nil,e,tp)
	e:SetLabel(table.unpack(s.nextlevels(g:GetFirst())))
	Duel.SendtoGrave(g,REASON_COST)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,1,tp,LOCATION_HAND+LOCATION_DECK)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	if Duel.GetLocationCount(tp,LOCATION_MZONE)<=0 then return end
	local codes={e:GetLabel()}
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_SPSUMMON)
	local g=Duel.SelectMatchingCard(tp,s.summonable,tp,LOCATION_HAND+LOCATION_DECK,0,1,1,nil,e,tp,codes)
	if #g>0 then
		Duel.SpecialSummon(g,0,tp,tp,true,true,POS_FACEUP)
	end
end
