-- Card Destruction (72892473, Normal Spell): each player discards their whole hand, then each
-- player draws as many cards as they discarded.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_HANDES+CATEGORY_DRAW)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
-- the cards player p holds, leaving out this card while it is still in the hand
function s.handcount(e,p)
	return Duel.GetMatchingGroupCount(nil,p,LOCATION_HAND,0,e:GetHandler())
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	local mine=s.handcount(e,tp)
	local theirs=s.handcount(e,1-tp)
	if chk==0 then
		return (mine>0 or theirs>0) and Duel.IsPlayerCanDraw(tp,mine) and Duel.IsPlayerCanDraw(1-tp,theirs)
	end
	local g=Duel.GetFieldGroup(tp,LOCATION_HAND,LOCATION_HAND)
	g:RemoveCard(e:GetHandler())
	Duel.SetOperationInfo(0,CATEGORY_HANDES,g,#g,PLAYER_ALL,0)
	Duel.SetOperationInfo(0,CATEGORY_DRAW,nil,0,PLAYER_ALL,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	-- the hands as they are on resolution
	local g=Duel.GetFieldGroup(tp,LOCATION_HAND,LOCATION_HAND)
	if #g==0 then return end
	Duel.SendtoGrave(g,REASON_EFFECT+REASON_DISCARD)
	-- a card counts as discarded once it has left the hand, wherever it went (R093)
	local counts={[0]=0,[1]=0}
	local tc=g:GetFirst()
	while tc do
		if not tc:IsLocation(LOCATION_HAND) then
			counts[tc:GetOwner()]=counts[tc:GetOwner()]+1
		end
		tc=g:GetNext()
	end
	Duel.BreakEffect()
	-- both players draw as one step: if neither can, both lose at once (R111)
	Duel.Draw(tp,counts[tp],REASON_EFFECT)
	Duel.Draw(1-tp,counts[1-tp],REASON_EFFECT)
end
