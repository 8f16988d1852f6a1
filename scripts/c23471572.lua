-- Solomon's Lawbook (Normal Trap): you skip your next Standby Phase (activated during your own Standby Phase, the one of your next turn).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local skip=Effect.CreateEffect(e:GetHandler())
	skip:SetType(EFFECT_TYPE_FIELD)
	skip:SetCode(EFFECT_SKIP_SP)
	skip:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	skip:SetTargetRange(1,0)
	-- the skip lasts until a Standby Phase of this player has been skipped (a skipped phase still
	-- counts for resets); the Standby Phase now running is not "next", so it must not use it up
	if Duel.GetTurnPlayer()==tp and Duel.GetCurrentPhase()==PHASE_STANDBY then
		skip:SetReset(RESET_PHASE+PHASE_STANDBY+RESET_SELF_TURN,2)
	else
		skip:SetReset(RESET_PHASE+PHASE_STANDBY+RESET_SELF_TURN)
	end
	Duel.RegisterEffect(skip,tp)
end
