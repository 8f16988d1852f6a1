-- Royal Magical Library (Effect Monster): it can hold up to 3 Spell Counters. Each time a Spell Card
-- is activated while this card is face-up on the field, it gets 1 Spell Counter once that Spell has
-- resolved (not a chain link). Ignition: remove 3 Spell Counters from this card (cost) to draw 1
-- card. The player who activated the draw is the one who draws, even if the Library changes control
-- before it resolves (R051).
local s,id=GetID()
local COUNTER_SPELL=0x1 -- the Spell Counter (ygopro counter type 0x1)
function s.initial_effect(c)
	c:EnableCounterPermit(COUNTER_SPELL)
	-- a Spell Card activated while this card is face-up: remember it
	local e0=Effect.CreateEffect(c)
	e0:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e0:SetCode(EVENT_CHAINING)
	e0:SetRange(LOCATION_MZONE)
	e0:SetCondition(s.spellcon)
	e0:SetOperation(s.markop)
	c:RegisterEffect(e0)
	-- once it has resolved: 1 Spell Counter
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e1:SetCode(EVENT_CHAIN_SOLVED)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCondition(s.countercon)
	e1:SetOperation(s.counterop)
	c:RegisterEffect(e1)
	-- remove 3: draw 1
	local e2=Effect.CreateEffect(c)
	e2:SetDescription(aux.Stringid(id,0))
	e2:SetCategory(CATEGORY_DRAW)
	e2:SetType(EFFECT_TYPE_IGNITION)
	e2:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e2:SetRange(LOCATION_MZONE)
	e2:SetCost(s.drawcost)
	e2:SetTarget(s.drawtg)
	e2:SetOperation(s.drawop)
	c:RegisterEffect(e2)
end
function s.spellcon(e,tp,eg,ep,ev,re,r,rp)
	return re:IsHasType(EFFECT_TYPE_ACTIVATE) and re:IsActiveType(TYPE_SPELL)
end
function s.markop(e,tp,eg,ep,ev,re,r,rp)
	e:GetHandler():RegisterFlagEffect(id,RESET_EVENT+RESETS_STANDARD,0,1,ev)
end
function s.countercon(e,tp,eg,ep,ev,re,r,rp)
	return s.spellcon(e,tp,eg,ep,ev,re,r,rp) and e:GetHandler():GetFlagEffect(id)>0
end
function s.counterop(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	-- one mark is used per resolved Spell
	local left=c:GetFlagEffect(id)-1
	c:ResetFlagEffect(id)
	for i=1,left do
		c:RegisterFlagEffect(id,RESET_EVENT+RESETS_STANDARD,0,1)
	end
	if c:GetCounter(COUNTER_SPELL)<3 and c:IsCanAddCounter(COUNTER_SPELL,1) then
		c:AddCounter(COUNTER_SPELL,1)
	end
end
function s.drawcost(e,tp,eg,ep,ev,re,r,rp,chk)
	local c=e:GetHandler()
	if chk==0 then return c:IsCanRemoveCounter(tp,COUNTER_SPELL,3,REASON_COST) end
	c:RemoveCounter(tp,COUNTER_SPELL,3,REASON_COST)
end
function s.drawtg(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.IsPlayerCanDraw(tp,1) end
	Duel.SetTargetPlayer(tp)
	Duel.SetTargetParam(1)
	Duel.SetOperationInfo(0,CATEGORY_DRAW,nil,0,tp,1)
end
function s.drawop(e,tp,eg,ep,ev,re,r,rp)
	local p,d=Duel.GetChainInfo(0,CHAININFO_TARGET_PLAYER,CHAININFO_TARGET_PARAM)
	Duel.Draw(p,d,REASON_EFFECT)
end
