-- Sonic Shooter (Effect Monster): while your opponent has no cards in their Spell & Trap Zones (the
-- Field Zone does not count), this card can attack directly. If it attacks directly this way while
-- your opponent controls a monster, the battle damage it inflicts equals its original ATK.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetCode(EFFECT_DIRECT_ATTACK)
	e1:SetCondition(s.dircon)
	c:RegisterEffect(e1)
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_SINGLE)
	e2:SetCode(EFFECT_CHANGE_BATTLE_DAMAGE)
	e2:SetCondition(s.dmgcon)
	e2:SetValue(s.dmgval)
	c:RegisterEffect(e2)
end
function s.inzone(c)
	return c:GetSequence()<5
end
function s.dircon(e)
	local tp=e:GetHandlerPlayer()
	return not Duel.IsExistingMatchingCard(s.inzone,tp,0,LOCATION_SZONE,1,nil)
end
function s.dmgcon(e)
	local c=e:GetHandler()
	local tp=e:GetHandlerPlayer()
	return Duel.GetAttacker()==c and Duel.GetAttackTarget()==nil
		and Duel.IsExistingMatchingCard(nil,tp,0,LOCATION_MZONE,1,nil)
end
function s.dmgval(e,damp)
	if damp==1-e:GetHandlerPlayer() then return e:GetHandler():GetBaseAttack() end
	return -1
end
