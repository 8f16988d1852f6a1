-- Relinquished (Ritual Effect Monster): once per turn it equips itself with a monster your opponent controls and takes that monster's printed ATK/DEF; that monster is destroyed in its place by battle, and battle damage you take from its battles is dealt to your opponent as well.
local s,id=GetID()
-- The monster taken by its effect carries a flag under this card's id while it stays equipped: that
-- tells it from Equip Cards equipped in other ways (Axe of Despair), which do not count.
function s.initial_effect(c)
	c:EnableReviveLimit()
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_EQUIP)
	e1:SetType(EFFECT_TYPE_IGNITION)
	e1:SetRange(LOCATION_MZONE)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e1:SetCountLimit(1)
	e1:SetCondition(s.eqcon)
	e1:SetTarget(s.eqtg)
	e1:SetOperation(s.eqop)
	c:RegisterEffect(e1)
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_SINGLE)
	e2:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e2:SetRange(LOCATION_MZONE)
	e2:SetCode(EFFECT_SET_ATTACK)
	e2:SetCondition(s.holding)
	e2:SetValue(s.atkval)
	c:RegisterEffect(e2)
	local e3=e2:Clone()
	e3:SetCode(EFFECT_SET_DEFENSE)
	e3:SetValue(s.defval)
	c:RegisterEffect(e3)
	-- applied at once, not a chain link
	local e4=Effect.CreateEffect(c)
	e4:SetType(EFFECT_TYPE_FIELD+EFFECT_TYPE_CONTINUOUS)
	e4:SetCode(EVENT_BATTLE_DAMAGE)
	e4:SetRange(LOCATION_MZONE)
	e4:SetCondition(s.damcon)
	e4:SetOperation(s.damop)
	c:RegisterEffect(e4)
end
function s.taken(ec)
	return ec:GetFlagEffect(id)>0
end
-- the monster this card holds through its own effect, or nil
function s.absorbed(c)
	return c:GetEquipGroup():Filter(s.taken,nil):GetFirst()
end
function s.holding(e)
	return s.absorbed(e:GetHandler())~=nil
end
function s.eqcon(e,tp,eg,ep,ev,re,r,rp)
	return not s.holding(e)
end
function s.eqtg(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(1-tp) end
	if chk==0 then
		return Duel.GetLocationCount(tp,LOCATION_SZONE)>0
			and Duel.IsExistingTarget(nil,tp,0,LOCATION_MZONE,1,nil)
	end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_EQUIP)
	local g=Duel.SelectTarget(tp,nil,tp,0,LOCATION_MZONE,1,1,nil)
	Duel.SetOperationInfo(0,CATEGORY_EQUIP,g,1,0,0)
end
function s.eqop(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	local tc=Duel.GetFirstTarget()
	if not (c:IsRelateToEffect(e) and c:IsFaceup() and not s.holding(e) and tc and tc:IsRelateToEffect(e)
		and tc:IsLocation(LOCATION_MZONE) and tc:IsControler(1-tp)) then
		return
	end
	if not Duel.Equip(tp,tc,c) then return end
	tc:RegisterFlagEffect(id,RESET_EVENT+RESETS_STANDARD,0,1)
	-- the monster stays only while this card's effect holds it: once Relinquished is negated the
	-- limit stops, and the monster is destroyed (R100)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetCode(EFFECT_EQUIP_LIMIT)
	e1:SetProperty(EFFECT_FLAG_OWNER_RELATE)
	e1:SetValue(s.eqlimit)
	e1:SetReset(RESET_EVENT+RESETS_STANDARD)
	tc:RegisterEffect(e1)
	-- Relinquished's own protection, so it stops with Relinquished's effects, not with the Equip
	-- Card's (a Spell Canceller negating the equipped monster as a Spell does not touch it)
	local e2=Effect.CreateEffect(c)
	e2:SetType(EFFECT_TYPE_EQUIP)
	e2:SetCode(EFFECT_DESTROY_SUBSTITUTE)
	e2:SetProperty(EFFECT_FLAG_OWNER_RELATE)
	e2:SetValue(s.bybattle)
	e2:SetReset(RESET_EVENT+RESETS_STANDARD)
	tc:RegisterEffect(e2)
end
function s.eqlimit(e,c)
	return c==e:GetOwner()
end
function s.bybattle(e,re,r,rp)
	return r&REASON_BATTLE~=0
end
-- the printed value of the held card; a card that is face-down or not a monster card (a Trap
-- Monster is a Trap in the Spell & Trap Zone) has none, and "?" counts as 0
function s.printed(c,defense)
	local ec=s.absorbed(c)
	if not ec or ec:IsFacedown() or ec:GetOriginalType()&TYPE_MONSTER==0 then return 0 end
	local v=defense and ec:GetTextDefense() or ec:GetTextAttack()
	return math.max(v,0)
end
function s.atkval(e,c)
	return s.printed(c,false)
end
function s.defval(e,c)
	return s.printed(c,true)
end
function s.damcon(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	return ep==tp and s.holding(e) and (Duel.GetAttacker()==c or Duel.GetAttackTarget()==c)
end
function s.damop(e,tp,eg,ep,ev,re,r,rp)
	Duel.Damage(1-tp,ev,REASON_EFFECT)
end
