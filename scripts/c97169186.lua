-- Smashing Ground (97169186, Normal Spell): destroy the face-up monster your opponent controls
-- with the highest DEF (you choose among ties). It does not target.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DESTROY)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
-- the face-up monsters of the opponent sharing the highest DEF
function s.strongest(tp)
	local g=Duel.GetMatchingGroup(Card.IsFaceup,tp,0,LOCATION_MZONE,nil)
	local best=nil
	local tc=g:GetFirst()
	while tc do
		if best==nil or tc:GetDefense()>best then best=tc:GetDefense() end
		tc=g:GetNext()
	end
	return g:Filter(function(c) return c:GetDefense()==best end,nil)
end
-- nothing face-up to destroy: it cannot be activated (R068)
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsExistingMatchingCard(Card.IsFaceup,tp,0,LOCATION_MZONE,1,nil) end
	local g=s.strongest(tp)
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,g,1,0,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	-- chosen on resolution, among the monsters there now (R067)
	local g=s.strongest(tp)
	if #g==0 then return end
	if #g>1 then
		Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_DESTROY)
		g=g:Select(tp,1,1,nil)
	end
	Duel.HintSelection(g)
	Duel.Destroy(g,REASON_EFFECT)
end
