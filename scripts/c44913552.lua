-- Timeater (Effect Monster): when this card destroys a monster of your opponent by battle, that
-- player skips the Main Phase 1 of their next turn (mandatory).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)
	e1:SetCode(EVENT_BATTLE_DESTROYING)
	e1:SetCondition(s.skipcon)
	e1:SetOperation(s.skipop)
	c:RegisterEffect(e1)
end
-- it is still on the field after the battle, and the monster it destroyed was the opponent's
function s.skipcon(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	local bc=c:GetBattleTarget()
	return c:IsRelateToBattle() and bc~=nil and bc:IsPreviousControler(1-tp)
end
function s.skipop(e,tp,eg,ep,ev,re,r,rp)
	local skip=Effect.CreateEffect(e:GetHandler())
	skip:SetType(EFFECT_TYPE_FIELD)
	skip:SetCode(EFFECT_SKIP_M1)
	skip:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	skip:SetTargetRange(0,1)
	-- lasts until the end of the opponent's next turn (the one after this, if this is theirs)
	if Duel.GetTurnPlayer()==tp then
		skip:SetReset(RESET_PHASE+PHASE_END+RESET_OPPO_TURN)
	else
		skip:SetReset(RESET_PHASE+PHASE_END+RESET_OPPO_TURN,2)
	end
	Duel.RegisterEffect(skip,tp)
end
