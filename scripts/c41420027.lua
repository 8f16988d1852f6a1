-- Solemn Judgment (Counter Trap): when a monster would be summoned, or a Spell/Trap Card is
-- activated: pay half your LP; negate the summon or the activation, and destroy that card.
local s,id=GetID()
function s.initial_effect(c)
	-- against a summon: one effect per kind of summon
	for _,code in ipairs({EVENT_SUMMON,EVENT_FLIP_SUMMON,EVENT_SPSUMMON}) do
		local e=Effect.CreateEffect(c)
		e:SetCategory(CATEGORY_DISABLE_SUMMON+CATEGORY_DESTROY)
		e:SetType(EFFECT_TYPE_ACTIVATE)
		e:SetCode(code)
		e:SetCondition(s.summoncon)
		e:SetCost(s.cost)
		e:SetTarget(s.summontg)
		e:SetOperation(s.summonop)
		c:RegisterEffect(e)
	end
	-- against the activation of a Spell or Trap Card
	local e4=Effect.CreateEffect(c)
	e4:SetCategory(CATEGORY_NEGATE+CATEGORY_DESTROY)
	e4:SetType(EFFECT_TYPE_ACTIVATE)
	e4:SetCode(EVENT_CHAINING)
	e4:SetCondition(s.negcon)
	e4:SetCost(s.cost)
	e4:SetTarget(s.negtg)
	e4:SetOperation(s.negop)
	c:RegisterEffect(e4)
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	-- half, rounded down (R063: 525 LP pays 262)
	Duel.PayLPCost(tp,math.floor(Duel.GetLP(tp)/2))
end
function s.summoncon(e,tp,eg,ep,ev,re,r,rp)
	return Duel.GetCurrentChain()==0
end
function s.summontg(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetOperationInfo(0,CATEGORY_DISABLE_SUMMON,eg,#eg,0,0)
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,eg,#eg,0,0)
end
function s.summonop(e,tp,eg,ep,ev,re,r,rp)
	Duel.NegateSummon(eg)
	Duel.Destroy(eg,REASON_EFFECT)
end
function s.negcon(e,tp,eg,ep,ev,re,r,rp)
	return re:IsHasType(EFFECT_TYPE_ACTIVATE) and Duel.IsChainNegatable(ev)
end
function s.negtg(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	Duel.SetOperationInfo(0,CATEGORY_NEGATE,eg,1,0,0)
	Duel.SetOperationInfo(0,CATEGORY_DESTROY,eg,1,0,0)
end
function s.negop(e,tp,eg,ep,ev,re,r,rp)
	if Duel.NegateActivation(ev) and re:GetHandler():IsRelateToEffect(re) then
		Duel.Destroy(eg,REASON_EFFECT)
	end
end
