-- Horn of Heaven (98069388, Counter Trap): when a monster would be Normal, Flip or Special
-- Summoned: Tribute 1 monster you control; negate the summon, and destroy that monster.
local s,id=GetID()
function s.initial_effect(c)
	-- one effect per kind of summon
	for _,code in ipairs({EVENT_SUMMON,EVENT_FLIP_SUMMON,EVENT_SPSUMMON}) do
		local e=Effect.CreateEffect(c)
		e:SetCategory(CATEGORY_DISABLE_SUMMON+CATEGORY_DESTROY)
		e:SetType(EFFECT_TYPE_ACTIVATE)
		e:SetCode(code)
		e:SetCondition(s.condition)
		e:SetCost(s.cost)
		e:SetTarget(s.target)
		e:SetOperation(s.activate)
		c:RegisterEffect(e)
	end
end
-- only a summon that is not part of a resolving chain can be negated
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	return Duel.GetCurrentChain()==0
end
-- the monster being summoned is not yours to tribute
function s.costfilter(c,eg)
	return c:IsReleasable() and not eg:IsContains(c)
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsExistingMatchingCard(s.costfilter,tp,LOCATION_MZONE,0,1,nil,eg) end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_RELEASE)
	local g=Duel.SelectMatchingCard(tp,s.costfilter,tp,LOCATION_MZONE,0,1,1,nil,eg)
	Duel.Release(g,REASON_COST)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetOperationInfo(0,CATEGORY_DISABLE_SUMMON,eg,#eg,0,0)
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,eg,#eg,0,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	Duel.NegateSummon(eg)
	Duel.Destroy(eg,REASON_EFFECT)
end
