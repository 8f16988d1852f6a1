-- Time Seal (Normal Trap): your opponent skips the Draw Phase of their next turn (activated during their Draw Phase, that of their following turn).
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
	skip:SetCode(EFFECT_SKIP_DP)
	skip:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	skip:SetTargetRange(0,1)
	-- it ends once a Draw Phase of the opponent has been skipped; the opponent's Draw Phase now
	-- running (its draw already made) is not their next one, so it must not use the skip up
	if Duel.GetTurnPlayer()==1-tp and Duel.GetCurrentPhase()==PHASE_DRAW then
		skip:SetReset(RESET_PHASE+PHASE_DRAW+RESET_OPPO_TURN,2)
	else
		skip:SetReset(RESET_PHASE+PHASE_DRAW+RESET_OPPO_TURN)
	end
	Duel.RegisterEffect(skip,tp)
end
