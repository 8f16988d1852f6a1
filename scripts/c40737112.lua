-- Dark Magician of Chaos (Effect Monster): during the End Phase of a turn in which this card was
-- Normal or Special Summoned, you can target 1 Spell in your GY and add it to your hand (only once
-- per turn for this card name). A monster this card destroys by battle is banished instead of going
-- to the GY. If this face-up card would leave the field, it is banished instead (cannot be negated).
-- Monsters destroyed by this card in battle are marked after damage calculation (EVENT_BATTLED),
-- because the engine clears their "destroyed by battle" status before sending them to the GY.
-- (EFFECT_BATTLE_DESTROY_REDIRECT is not applied by the engine yet.)
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_TOHAND)
	e1:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_TRIGGER_O)
	e1:SetCode(EVENT_PHASE+PHASE_END)
	e1:SetRange(LOCATION_MZONE)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e1:SetCountLimit(1,id)
	e1:SetCondition(s.thcon)
	e1:SetTarget(s.thtg)
	e1:SetOperation(s.thop)
	c:RegisterEffect(e1)
	-- monsters it destroys by battle are banished
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_FIELD)
	e2:SetCode(EFFECT_TO_GRAVE_REDIRECT)
	e2:SetRange(LOCATION_MZONE)
	e2:SetTargetRange(0,LOCATION_MZONE)
	e2:SetTarget(s.beaten)
	e2:SetValue(LOCATION_REMOVED)
	c:RegisterEffect(e2)
	local e4=Effect.CreateEffect(c)
	e4:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e4:SetCode(EVENT_BATTLED)
	e4:SetRange(LOCATION_MZONE)
	e4:SetCondition(s.markcon)
	e4:SetOperation(s.markop)
	c:RegisterEffect(e4)
	-- banished instead of leaving the field
	local e3=Effect.CreateEffect(c)
	e3:SetType(EFFECT_TYPE_SINGLE)
	e3:SetProperty(EFFECT_FLAG_SINGLE_RANGE+EFFECT_FLAG_CANNOT_DISABLE)
	e3:SetRange(LOCATION_MZONE)
	e3:SetCode(EFFECT_LEAVE_FIELD_REDIRECT)
	e3:SetCondition(s.faceup)
	e3:SetValue(LOCATION_REMOVED)
	c:RegisterEffect(e3)
end
function s.thcon(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	return c:IsStatus(STATUS_SUMMON_TURN) or c:IsStatus(STATUS_SPSUMMON_TURN)
end
function s.spell(c)
	return c:IsType(TYPE_SPELL) and c:IsAbleToHand()
end
function s.thtg(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	if chkc then return chkc:IsLocation(LOCATION_GRAVE) and chkc:IsControler(tp) and s.spell(chkc) end
	if chk==0 then return Duel.IsExistingTarget(s.spell,tp,LOCATION_GRAVE,0,1,nil) end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_ATOHAND)
	local g=Duel.SelectTarget(tp,s.spell,tp,LOCATION_GRAVE,0,1,1,nil)
	Duel.SetOperationInfo(0,CATEGORY_TOHAND,g,1,0,0)
end
function s.thop(e,tp,eg,ep,ev,re,r,rp)
	local tc=Duel.GetFirstTarget()
	if tc and tc:IsRelateToEffect(e) then
		Duel.SendtoHand(tc,nil,REASON_EFFECT)
	end
end
function s.beaten(e,c)
	return c:GetFlagEffect(id)>0 and c:GetBattleTarget()==e:GetHandler()
end
-- after damage calculation, mark the opponent's monster this card has destroyed by battle
function s.markcon(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	local bc=c:GetBattleTarget()
	return c:IsFaceup() and bc~=nil and bc:IsControler(1-tp) and bc:IsStatus(STATUS_BATTLE_DESTROYED)
end
function s.markop(e,tp,eg,ep,ev,re,r,rp)
	e:GetHandler():GetBattleTarget():RegisterFlagEffect(id,RESET_EVENT+RESETS_STANDARD,0,1)
end
function s.faceup(e)
	return e:GetHandler():IsFaceup()
end
