-- Number 39: Utopia (Xyz Effect Monster, Rank 4, 2 Level 4 monsters): must first be Xyz Summoned
-- before it can be Special Summoned from the GY or banishment. When a monster declares an attack:
-- you can detach 1 Xyz Material from this card to negate that attack. When this card is chosen as an
-- attack target while it has no Xyz Material: destroy it.
-- Engine limits: there is no Xyz Summon procedure and no Xyz Material (Card.RemoveOverlayCard and
-- Card.GetOverlayCount are missing), so the card only reaches the field in tests
-- (Debug.AddCard(..., true)), it always counts as having no material, and the attack-negating effect
-- can never be activated (its condition is always false).
local s,id=GetID()
function s.initial_effect(c)
	c:EnableReviveLimit()
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetType(EFFECT_TYPE_QUICK_O)
	e1:SetCode(EVENT_ATTACK_ANNOUNCE)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCondition(s.negcon)
	e1:SetOperation(s.negop)
	c:RegisterEffect(e1)
	local e2=Effect.CreateEffect(c)
	e2:SetDescription(aux.Stringid(id,1))
	e2:SetCategory(CATEGORY_DESTROY)
	e2:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)
	e2:SetCode(EVENT_ATTACK_ANNOUNCE)
	e2:SetRange(LOCATION_MZONE)
	e2:SetCondition(s.descon)
	e2:SetTarget(s.destg)
	e2:SetOperation(s.desop)
	c:RegisterEffect(e2)
end
-- the number of Xyz Materials: always 0 in this engine
function s.materials(c)
	return 0
end
function s.negcon(e,tp,eg,ep,ev,re,r,rp)
	return s.materials(e:GetHandler())>0
end
function s.negop(e,tp,eg,ep,ev,re,r,rp)
	-- unreachable while the engine has no Xyz Materials (the detach cost could not be paid)
	Duel.NegateAttack()
end
function s.descon(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	return Duel.GetAttackTarget()==c and s.materials(c)==0
end
function s.destg(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,e:GetHandler(),1,0,0)
end
function s.desop(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	if c:IsRelateToEffect(e) and c:IsFaceup() then
		Duel.Destroy(c,REASON_EFFECT)
	end
end
