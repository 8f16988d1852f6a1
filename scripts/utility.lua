-- utility.lua: Spellspeed's helper library for card scripts.
--
-- A placeholder of our own: the helpers are added as the card API grows. The host loads this
-- file after constant.lua and before procedure.lua and any card script. GetID() is defined by
-- the host itself.

Auxiliary = Auxiliary or {}
aux = Auxiliary

-- The id of a card's n-th description string (str1..str16 in the card database).
function Auxiliary.Stringid(code, n)
	return (code << 4) + n
end

-- Spirit monsters: in the End Phase of the turn the card was Normal Summoned or flipped face-up, it
-- returns to its owner's hand (a mandatory trigger, described by the card's string 0).
function Auxiliary.EnableSpiritReturn(c)
	local code=c:GetOriginalCode()
	local mark=Effect.CreateEffect(c)
	mark:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_CONTINUOUS)
	mark:SetCode(EVENT_SUMMON_SUCCESS)
	mark:SetOperation(function(e)
		e:GetHandler():RegisterFlagEffect(code,RESET_EVENT+RESETS_STANDARD+RESET_PHASE+PHASE_END,0,1)
	end)
	c:RegisterEffect(mark)
	local flipped=mark:Clone()
	flipped:SetCode(EVENT_FLIP)
	c:RegisterEffect(flipped)
	local back=Effect.CreateEffect(c)
	back:SetDescription(Auxiliary.Stringid(code,0))
	back:SetCategory(CATEGORY_TOHAND)
	back:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_F)
	back:SetCode(EVENT_PHASE+PHASE_END)
	back:SetRange(LOCATION_MZONE)
	back:SetCountLimit(1)
	back:SetCondition(function(e) return e:GetHandler():GetFlagEffect(code)>0 end)
	back:SetTarget(function(e,tp,eg,ep,ev,re,r,rp,chk)
		if chk==0 then return true end
		Duel.SetOperationInfo(0,CATEGORY_TOHAND,e:GetHandler(),1,0,0)
	end)
	back:SetOperation(function(e)
		local sc=e:GetHandler()
		if sc:IsRelateToEffect(e) and sc:IsFaceup() then
			Duel.SendtoHand(sc,nil,REASON_EFFECT)
		end
	end)
	c:RegisterEffect(back)
end

-- Gemini monsters (R022): a Normal Monster while face-up on the field or in the GY; a Gemini summon
-- (Normal Summoning it again while it is face-up on the field) gives it its effects until it leaves
-- the field or is turned face-down. Its own effects check Auxiliary.IsDualState.
function Auxiliary.EnableDualAttribute(c)
	local again=Effect.CreateEffect(c)
	again:SetType(EFFECT_TYPE_SINGLE)
	again:SetCode(EFFECT_DUAL_SUMMONABLE)
	c:RegisterEffect(again)
	local normal=Effect.CreateEffect(c)
	normal:SetType(EFFECT_TYPE_SINGLE)
	normal:SetProperty(EFFECT_FLAG_SINGLE_RANGE+EFFECT_FLAG_CANNOT_DISABLE)
	normal:SetRange(LOCATION_MZONE+LOCATION_GRAVE)
	normal:SetCode(EFFECT_ADD_TYPE)
	normal:SetValue(TYPE_NORMAL)
	normal:SetCondition(Auxiliary.DualNormalCondition)
	c:RegisterEffect(normal)
	local noeffect=normal:Clone()
	noeffect:SetCode(EFFECT_REMOVE_TYPE)
	noeffect:SetValue(TYPE_EFFECT)
	c:RegisterEffect(noeffect)
end
function Auxiliary.DualNormalCondition(e)
	local c=e:GetHandler()
	return c:IsFaceup() and not c:IsDualState()
end
function Auxiliary.IsDualState(e)
	return e:GetHandler():IsDualState()
end
function Auxiliary.IsNotDualState(e)
	return not e:GetHandler():IsDualState()
end

-- ygopro puzzles end their set-up with aux.BeginPuzzle(): player 0 must win during this turn, so
-- at its End Phase player 0 loses.
function Auxiliary.BeginPuzzle()
	local timeout=Effect.GlobalEffect()
	timeout:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	timeout:SetCode(EVENT_PHASE+PHASE_END)
	timeout:SetCountLimit(1)
	timeout:SetOperation(function() Duel.SetLP(0,0) end)
	Duel.RegisterEffect(timeout,0)
end
