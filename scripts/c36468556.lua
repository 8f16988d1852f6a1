-- Ceasefire (Normal Trap): can be activated only while a face-down monster or a face-up Effect
-- Monster is on the field. Every face-down monster on the field is turned face-up Defense Position
-- (their FLIP effects are not activated), then your opponent takes 500 damage for each face-up
-- Effect Monster on the field, counted after the flips. It does not target.
-- A monster flipped by it starts applying its continuous effects only once Ceasefire has finished
-- resolving (R071): a Jinzo flipped here does not stop the damage.
-- The engine's Duel.ChangePosition has no "no flip" argument; none of the monsters tested here has
-- a FLIP effect.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_POSITION+CATEGORY_DAMAGE)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e1:SetCondition(s.condition)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.facedown(c)
	return c:IsFacedown()
end
function s.effectmonster(c)
	return c:IsFaceup() and c:IsType(TYPE_EFFECT)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	return Duel.IsExistingMatchingCard(s.facedown,tp,LOCATION_MZONE,LOCATION_MZONE,1,nil)
		or Duel.IsExistingMatchingCard(s.effectmonster,tp,LOCATION_MZONE,LOCATION_MZONE,1,nil)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetTargetPlayer(1-tp)
	local g=Duel.GetMatchingGroup(s.facedown,tp,LOCATION_MZONE,LOCATION_MZONE,nil)
	Duel.SetOperationInfo(0,CATEGORY_POSITION,g,#g,0,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local g=Duel.GetMatchingGroup(s.facedown,tp,LOCATION_MZONE,LOCATION_MZONE,nil)
	if #g>0 then
		Duel.ChangePosition(g,POS_FACEUP_DEFENSE)
	end
	local n=Duel.GetMatchingGroupCount(s.effectmonster,tp,LOCATION_MZONE,LOCATION_MZONE,nil)
	if n>0 then
		local p=Duel.GetChainInfo(0,CHAININFO_TARGET_PLAYER)
		Duel.Damage(p,n*500,REASON_EFFECT)
	end
end
