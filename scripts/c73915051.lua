-- Scapegoat (Quick-Play Spell): only if you have not summoned this turn and have 4 free Monster
-- Zones: Special Summon 4 Sheep Tokens in face-up Defense Position; they cannot be tributed for a
-- Tribute Summon. For the rest of the turn you cannot Normal, Flip or Special Summon.
local s,id=GetID()
local TOKEN=id+1
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_SPECIAL_SUMMON+CATEGORY_TOKEN)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetCost(s.cost)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then
		return Duel.GetActivityCount(tp,ACTIVITY_SUMMON)==0 and Duel.GetActivityCount(tp,ACTIVITY_FLIPSUMMON)==0
			and Duel.GetActivityCount(tp,ACTIVITY_SPSUMMON)==0
	end
	-- no summons for the rest of the turn, from activation on
	for _,code in ipairs({EFFECT_CANNOT_SUMMON,EFFECT_CANNOT_FLIP_SUMMON,EFFECT_CANNOT_SPECIAL_SUMMON,EFFECT_CANNOT_MSET}) do
		local ban=Effect.CreateEffect(e:GetHandler())
		ban:SetType(EFFECT_TYPE_FIELD)
		ban:SetCode(code)
		ban:SetTargetRange(1,0)
		ban:SetReset(RESET_PHASE+PHASE_END)
		if code==EFFECT_CANNOT_SPECIAL_SUMMON then
			-- except the Sheep Tokens this activation summons (the ban sees the summoning effect)
			ban:SetLabelObject(e)
			ban:SetTarget(function(ban,c,sump,sumtype,sumpos,targetp,se) return se~=ban:GetLabelObject() end)
		end
		Duel.RegisterEffect(ban,tp)
	end
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return Duel.GetLocationCount(tp,LOCATION_MZONE)>=4 end
	Duel.SetOperationInfo(0,CATEGORY_TOKEN,nil,4,0,0)
	Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,4,0,0)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	if Duel.GetLocationCount(tp,LOCATION_MZONE)<4 then return end
	for i=1,4 do
		local token=Duel.CreateToken(tp,TOKEN)
		-- the tokens are summoned by this effect, which the turn's summon ban excepts
		if Duel.SpecialSummon(token,0,tp,tp,false,false,POS_FACEUP_DEFENSE)>0 then
			local noTribute=Effect.CreateEffect(e:GetHandler())
			noTribute:SetType(EFFECT_TYPE_SINGLE)
			noTribute:SetCode(EFFECT_UNRELEASABLE_SUM)
			noTribute:SetValue(1)
			noTribute:SetReset(RESET_EVENT+RESETS_STANDARD)
			token:RegisterEffect(noTribute)
		end
	end
end
