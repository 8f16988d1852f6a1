-- The End of Anubis (Effect Monster): while face-up on the field, any effect that activates in a GY, and any effect that targets a card in a GY, is negated.
local s,id=GetID()
function s.initial_effect(c)
	-- applied when the effect resolves: this card must be face-up on the field then, not at
	-- activation, and the link still resolves (it counts as activated), doing nothing
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e1:SetCode(EVENT_CHAIN_SOLVING)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCondition(s.discon)
	e1:SetOperation(s.disop)
	c:RegisterEffect(e1)
end
function s.discon(e,tp,eg,ep,ev,re,r,rp)
	-- activated in a GY: where the card was when it was activated (before any cost moved it)
	local loc,tg=Duel.GetChainInfo(ev,CHAININFO_TRIGGERING_LOCATION,CHAININFO_TARGET_CARDS)
	if loc&LOCATION_GRAVE~=0 then return true end
	return tg~=nil and tg:IsExists(Card.IsLocation,1,nil,LOCATION_GRAVE)
end
function s.disop(e,tp,eg,ep,ev,re,r,rp)
	Duel.NegateEffect(ev)
end
