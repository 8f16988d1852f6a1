-- Emergency Provisions (53046408, Quick-Play Spell): Cost: send 1 or more other Spell/Trap cards
-- you control to the GY; you gain 1000 LP for each card sent.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_RECOVER)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e1:SetCost(s.cost)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.costfilter(c)
	return c:IsType(TYPE_SPELL+TYPE_TRAP) and c:IsAbleToGraveAsCost()
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	local self=e:GetHandler()
	if chk==0 then return Duel.IsExistingMatchingCard(s.costfilter,tp,LOCATION_ONFIELD,0,1,self) end
	local max=Duel.GetMatchingGroupCount(s.costfilter,tp,LOCATION_ONFIELD,0,self)
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_TOGRAVE)
	local g=Duel.SelectMatchingCard(tp,s.costfilter,tp,LOCATION_ONFIELD,0,1,max,self)
	-- the number sent is what the effect counts
	e:SetLabel(Duel.SendtoGrave(g,REASON_COST))
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	local gain=e:GetLabel()*1000
	Duel.SetTargetPlayer(tp)
	Duel.SetTargetParam(gain)
	Duel.SetOperationInfo(0,CATEGORY_RECOVER,nil,0,tp,gain)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local player,gain=Duel.GetChainInfo(0,CHAININFO_TARGET_PLAYER,CHAININFO_TARGET_PARAM)
	Duel.Recover(player,gain,REASON_EFFECT)
end
