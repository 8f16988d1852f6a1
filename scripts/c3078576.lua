-- Yata-Garasu (Spirit Effect Monster): cannot be Special Summoned. During the End Phase of the turn it was
-- Normal Summoned or flipped face-up, it returns to its owner's hand (mandatory). When it inflicts
-- battle damage to your opponent, that player skips the Draw Phase of their next turn (mandatory).
local s,id=GetID()
function s.initial_effect(c)
	-- cannot be Special Summoned
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
	e1:SetCode(EFFECT_SPSUMMON_CONDITION)
	e1:SetValue(0)
	c:RegisterEffect(e1)
	-- Spirit: back to the hand in the End Phase of the turn it was summoned or flipped
	aux.EnableSpiritReturn(c)
	-- battle damage to the opponent: they skip it
	local e2=Effect.CreateEffect(c)
	e2:SetDescription(aux.Stringid(id,1))
	e2:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_TRIGGER_F)
	e2:SetCode(EVENT_BATTLE_DAMAGE)
	e2:SetCondition(s.skipcon)
	e2:SetOperation(s.skipop)
	c:RegisterEffect(e2)
end
function s.skipcon(e,tp,eg,ep,ev,re,r,rp)
	return ep~=tp
end
function s.skipop(e,tp,eg,ep,ev,re,r,rp)
	local skip=Effect.CreateEffect(e:GetHandler())
	skip:SetType(EFFECT_TYPE_FIELD)
	skip:SetCode(EFFECT_SKIP_DP)
	skip:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	skip:SetTargetRange(0,1)
	skip:SetReset(RESET_PHASE+PHASE_DRAW+RESET_OPPO_TURN)
	Duel.RegisterEffect(skip,tp)
end
