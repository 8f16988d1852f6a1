-- Enemy Controller (Quick-Play Spell), one of two modes chosen at activation:
-- (1) target 1 face-up monster your opponent controls; switch its battle position;
-- (2) Tribute 1 monster you control (cost); target 1 face-up monster your opponent controls;
--     take control of it until the End Phase.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e1:SetCost(s.cost)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.switchable(c)
	return c:IsFaceup()
end
function s.takeable(c)
	return c:IsFaceup() and c:IsControlerCanBeChanged()
end
function s.tributable(c)
	return c:IsReleasable()
end
-- the cost depends on the mode, so the mode is chosen here, before anything is paid
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	local canSwitch=Duel.IsExistingTarget(s.switchable,tp,0,LOCATION_MZONE,1,nil)
	local canTake=Duel.IsExistingMatchingCard(s.tributable,tp,LOCATION_MZONE,0,1,nil)
		and Duel.IsExistingTarget(s.takeable,tp,0,LOCATION_MZONE,1,nil)
	if chk==0 then return canSwitch or canTake end
	local mode
	if canSwitch and canTake then
		mode=Duel.SelectOption(tp,aux.Stringid(id,0),aux.Stringid(id,1))
	elseif canSwitch then
		mode=0
	else
		mode=1
	end
	e:SetLabel(mode)
	if mode==1 then
		local g=Duel.SelectMatchingCard(tp,s.tributable,tp,LOCATION_MZONE,0,1,1,nil)
		Duel.Release(g,REASON_COST)
	end
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	local filter=e:GetLabel()==1 and s.takeable or s.switchable
	if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1-tp) and filter(chkc) end
	if chk==0 then return true end
	if e:GetLabel()==1 then
		Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_CONTROL)
		Duel.SelectTarget(tp,s.takeable,tp,0,LOCATION_MZONE,1,1,nil)
	else
		Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_POSCHANGE)
		Duel.SelectTarget(tp,s.switchable,tp,0,LOCATION_MZONE,1,1,nil)
	end
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local tc=Duel.GetFirstTarget()
	if not (tc and tc:IsRelateToEffect(e) and tc:IsFaceup()) then return end
	if e:GetLabel()==1 then
		Duel.GetControl(tc,tp,PHASE_END,1)
	elseif tc:IsAttackPos() then
		Duel.ChangePosition(tc,POS_FACEUP_DEFENSE)
	else
		Duel.ChangePosition(tc,POS_FACEUP_ATTACK)
	end
end
