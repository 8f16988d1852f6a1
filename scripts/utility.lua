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
