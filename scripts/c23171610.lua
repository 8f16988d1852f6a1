-- Limiter Removal (Quick-Play Spell): each face-up Machine monster you control has its ATK set to
-- twice its current ATK until the end of this turn; in this turn's End Phase, destroy them.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_ATKCHANGE)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_DAMAGE_STEP)
	e1:SetHintTiming(TIMING_DAMAGE_STEP)
	e1:SetCondition(s.condition)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.machine(c)
	return c:IsFaceup() and c:IsRace(RACE_MACHINE)
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	return Duel.GetCurrentPhase()~=PHASE_DAMAGE_CAL
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsExistingMatchingCard(s.machine,tp,LOCATION_MZONE,0,1,nil) end
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	local g=Duel.GetMatchingGroup(s.machine,tp,LOCATION_MZONE,0,nil)
	local tc=g:GetFirst()
	while tc do
		-- "becomes twice its current ATK": computed now, and it absorbs what came before (R077, R079)
		local double=Effect.CreateEffect(c)
		double:SetType(EFFECT_TYPE_SINGLE)
		double:SetCode(EFFECT_SET_ATTACK_FINAL)
		double:SetValue(tc:GetAttack()*2)
		double:SetReset(RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END)
		tc:RegisterEffect(double)
		tc:RegisterFlagEffect(id,RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END,0,1)
		tc=g:GetNext()
	end
	-- in the End Phase the doubled monsters are destroyed (not a chain link)
	local destroy=Effect.CreateEffect(c)
	destroy:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	destroy:SetCode(EVENT_PHASE+PHASE_END)
	destroy:SetCountLimit(1)
	destroy:SetOperation(s.destroyop)
	destroy:SetReset(RESET_PHASE+PHASE_END)
	Duel.RegisterEffect(destroy,tp)
end
function s.doubled(c)
	return c:GetFlagEffect(id)>0
end
function s.destroyop(e,tp,eg,ep,ev,re,r,rp)
	Duel.Destroy(Duel.GetMatchingGroup(s.doubled,tp,LOCATION_MZONE,0,nil),REASON_EFFECT)
end
