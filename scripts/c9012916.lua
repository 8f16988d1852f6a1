-- Black-Winged Dragon (Synchro Effect Monster, Level 8): 1 Tuner + 1 or more non-Tuner monsters;
-- effect damage to you becomes Black Feather Counters, which it can remove to weaken an opponent's
-- monster and burn them.
-- Synchro Summoned from the Extra Deck with 1 face-up Tuner and at least 1 face-up non-Tuner whose
-- Levels add up to 8; once Synchro Summoned it may be Special Summoned from the GY or banishment.
-- Whenever its controller would take damage from a card effect, they take none and this card gets
-- 1 Black Feather Counter instead (one per damage event, whatever the amount). It loses 700 ATK for
-- each Black Feather Counter on it. Once per turn, in its controller's Main Phase: remove every
-- Black Feather Counter from it (at least 1) as a cost and target 1 face-up monster the opponent
-- controls with more than 0 ATK; that monster loses 700 ATK per counter removed, and the opponent
-- takes damage equal to the ATK it actually lost (R084: the part of the decrease below 0 does not count).
local s,id=GetID()
local COUNTER_FEATHER=0x10
function s.initial_effect(c)
	c:EnableReviveLimit()
	aux.AddSynchroProcedure(c,nil,aux.NonTuner(nil),1)
	c:EnableCounterPermit(COUNTER_FEATHER)
	-- effect damage to its controller becomes a Black Feather Counter
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_FIELD)
	e1:SetCode(EFFECT_CHANGE_DAMAGE)
	e1:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e1:SetRange(LOCATION_MZONE)
	e1:SetTargetRange(1,0)
	e1:SetValue(s.feather)
	c:RegisterEffect(e1)
	-- 700 less ATK per counter
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_SINGLE)
	e2:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e2:SetRange(LOCATION_MZONE)
	e2:SetCode(EFFECT_UPDATE_ATTACK)
	e2:SetValue(s.atkval)
	c:RegisterEffect(e2)
	-- remove the counters: lower a monster's ATK and burn by what it lost
	local e3=Effect.CreateEffect(c)
	e3:SetDescription(aux.Stringid(id,0))
	e3:SetCategory(CATEGORY_ATKCHANGE+CATEGORY_DAMAGE)
	e3:SetType(EFFECT_TYPE_IGNITION)
	e3:SetRange(LOCATION_MZONE)
	e3:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e3:SetCountLimit(1)
	e3:SetCost(s.cost)
	e3:SetTarget(s.target)
	e3:SetOperation(s.operation)
	c:RegisterEffect(e3)
end
function s.feather(e,re,val,r,rp,rc)
	if r&REASON_EFFECT~=0 and val>0 then
		e:GetHandler():AddCounter(COUNTER_FEATHER,1)
		return 0
	end
	return val
end
function s.atkval(e,c)
	return c:GetCounter(COUNTER_FEATHER)*-700
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	local c=e:GetHandler()
	local n=c:GetCounter(COUNTER_FEATHER)
	if chk==0 then return n>0 and c:IsCanRemoveCounter(tp,COUNTER_FEATHER,n,REASON_COST) end
	c:RemoveCounter(tp,COUNTER_FEATHER,n,REASON_COST)
	e:SetLabel(n)
end
function s.hasatk(c)
	return c:IsFaceup() and c:GetAttack()>0
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1-tp) and s.hasatk(chkc) end
	if chk==0 then return Duel.IsExistingTarget(s.hasatk,tp,0,LOCATION_MZONE,1,nil) end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_FACEUP)
	Duel.SelectTarget(tp,s.hasatk,tp,0,LOCATION_MZONE,1,1,nil)
	Duel.SetOperationInfo(0,CATEGORY_DAMAGE,nil,0,1-tp,0)
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local tc=Duel.GetFirstTarget()
	local n=e:GetLabel()
	if not (tc and tc:IsRelateToEffect(e) and tc:IsFaceup()) or n<=0 then return end
	local before=tc:GetAttack()
	local down=Effect.CreateEffect(e:GetHandler())
	down:SetType(EFFECT_TYPE_SINGLE)
	down:SetCode(EFFECT_UPDATE_ATTACK)
	down:SetValue(-700*n)
	down:SetReset(RESET_EVENT+RESETS_STANDARD)
	tc:RegisterEffect(down)
	-- only the ATK actually lost counts (R084)
	local lost=before-tc:GetAttack()
	if lost>0 then
		Duel.Damage(1-tp,lost,REASON_EFFECT)
	end
end
