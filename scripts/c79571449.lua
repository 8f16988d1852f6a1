-- Graceful Charity (79571449, Normal Spell): you draw 3 cards; then, if all 3 were drawn, you
-- discard 2 cards from your hand.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DRAW+CATEGORY_HANDES)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsPlayerCanDraw(tp,3) end
	Duel.SetTargetPlayer(tp)
	Duel.SetTargetParam(3)
	Duel.SetOperationInfo(0,CATEGORY_DRAW,nil,0,tp,3)
	Duel.SetOperationInfo(0,CATEGORY_HANDES,nil,0,tp,2)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local player,count=Duel.GetChainInfo(0,CHAININFO_TARGET_PLAYER,CHAININFO_TARGET_PARAM)
	-- the discard is a later step ("then"), and only happens after a full draw
	if Duel.Draw(player,count,REASON_EFFECT)==count then
		Duel.ShuffleHand(player)
		Duel.BreakEffect()
		Duel.Hint(HINT_SELECTMSG,player,HINTMSG_DISCARD)
		Duel.DiscardHand(player,nil,2,2,REASON_EFFECT+REASON_DISCARD)
	end
end
