-- Burst Breath (Normal Trap): as a cost, Tribute 1 Dragon monster you control (a face-down one too:
-- its real Type counts, R061). Then every face-up monster on the field whose DEF is equal to or lower
-- than the ATK the Tributed Dragon had on the field is destroyed. Does not target.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_DESTROY)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetCost(s.cost)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.victim(c,atk)
	return c:IsFaceup() and c:IsDefenseBelow(atk)
end
-- a Dragon that can be Tributed, leaving at least one other face-up monster it would destroy
function s.dragon(c,tp)
	return c:IsRace(RACE_DRAGON) and c:IsReleasable()
		and Duel.IsExistingMatchingCard(s.victim,tp,LOCATION_MZONE,LOCATION_MZONE,1,c,c:GetAttack())
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsExistingMatchingCard(s.dragon,tp,LOCATION_MZONE,0,1,nil,tp) end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_RELEASE)
	local g=Duel.SelectMatchingCard(tp,s.dragon,tp,LOCATION_MZONE,0,1,1,nil,tp)
	-- the ATK it had on the field, read before it leaves
	e:SetLabel(g:GetFirst():GetAttack())
	Duel.Release(g,REASON_COST)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	local g=Duel.GetMatchingGroup(s.victim,tp,LOCATION_MZONE,LOCATION_MZONE,nil,e:GetLabel())
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,g,#g,0,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local g=Duel.GetMatchingGroup(s.victim,tp,LOCATION_MZONE,LOCATION_MZONE,nil,e:GetLabel())
	if #g>0 then
		Duel.Destroy(g,REASON_EFFECT)
	end
end
