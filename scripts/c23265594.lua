-- Heavy Mech Support Platform (Union Effect Monster): once per turn it either equips itself to a face-up Machine you control, which then gains 500 ATK/DEF and has this card destroyed in its place, or unequips itself and is Special Summoned.
local s,id=GetID()
-- Flags on this card. USED: this turn's use of the Union effect, one use for both options; it is
-- kept while the card moves between the Monster Zone and the Spell & Trap Zone (equipping or
-- unequipping does not make it a new card), and goes when it leaves the field or turns face-down
-- (R105). UNION: equipped by its own Union effect; every Union carries this flag while so equipped,
-- which is how "a monster can carry only 1 Union" is checked.
local USED=id
local UNION=EFFECT_UNION_STATUS
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_EQUIP)
	e1:SetType(EFFECT_TYPE_IGNITION)
	e1:SetRange(LOCATION_MZONE)
	e1:SetProperty(EFFECT_FLAG_CARD_TARGET)
	e1:SetCondition(s.unused)
	e1:SetCost(s.use)
	e1:SetTarget(s.eqtg)
	e1:SetOperation(s.eqop)
	c:RegisterEffect(e1)
	local e2=Effect.CreateEffect(c)
	e2:SetDescription(aux.Stringid(id,1))
	e2:SetCategory(CATEGORY_SPECIAL_SUMMON)
	e2:SetType(EFFECT_TYPE_IGNITION)
	e2:SetRange(LOCATION_SZONE)
	e2:SetCondition(s.spcon)
	e2:SetCost(s.use)
	e2:SetTarget(s.sptg)
	e2:SetOperation(s.spop)
	c:RegisterEffect(e2)
	-- the boost and the protection belong to this card as an Equip Card: negated (Spell Canceller),
	-- they stop while it stays equipped (R099); equipped by another card's effect, it gives neither
	local e3=Effect.CreateEffect(c)
	e3:SetType(EFFECT_TYPE_EQUIP)
	e3:SetCode(EFFECT_UPDATE_ATTACK)
	e3:SetCondition(s.asunion)
	e3:SetValue(500)
	c:RegisterEffect(e3)
	local e4=e3:Clone()
	e4:SetCode(EFFECT_UPDATE_DEFENSE)
	c:RegisterEffect(e4)
	local e5=Effect.CreateEffect(c)
	e5:SetType(EFFECT_TYPE_EQUIP)
	e5:SetCode(EFFECT_DESTROY_SUBSTITUTE)
	e5:SetCondition(s.asunion)
	e5:SetValue(s.substitute)
	c:RegisterEffect(e5)
end
function s.unused(e)
	return e:GetHandler():GetFlagEffect(USED)==0
end
function s.use(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then return true end
	e:GetHandler():RegisterFlagEffect(USED,RESET_EVENT+RESETS_STANDARD-RESET_TOFIELD+RESET_PHASE+PHASE_END,0,1)
end
function s.asunion(e)
	local c=e:GetHandler()
	return c:GetFlagEffect(UNION)>0 and c:GetEquipTarget()~=nil
end
function s.carriesunion(c)
	return c:GetEquipGroup():IsExists(function(ec) return ec:GetFlagEffect(UNION)>0 end,1,nil)
end
function s.machine(c)
	return c:IsFaceup() and c:IsRace(RACE_MACHINE) and not s.carriesunion(c)
end
function s.eqtg(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	local c=e:GetHandler()
	if chkc then return chkc:IsLocation(LOCATION_MZONE) and chkc:IsControler(tp) and chkc~=c and s.machine(chkc) end
	if chk==0 then
		return Duel.GetLocationCount(tp,LOCATION_SZONE)>0
			and Duel.IsExistingTarget(s.machine,tp,LOCATION_MZONE,0,1,c)
	end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_EQUIP)
	local g=Duel.SelectTarget(tp,s.machine,tp,LOCATION_MZONE,0,1,1,c)
	Duel.SetOperationInfo(0,CATEGORY_EQUIP,g,1,0,0)
end
function s.eqop(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	local tc=Duel.GetFirstTarget()
	if not (c:IsRelateToEffect(e) and c:IsFaceup() and tc and tc:IsRelateToEffect(e)
		and tc:IsControler(tp) and s.machine(tc)) then
		return
	end
	if not Duel.Equip(tp,c,tc) then return end
	c:RegisterFlagEffect(UNION,RESET_EVENT+RESETS_STANDARD,0,1)
	-- only a Machine may keep it; the limit is a rule of the Union, not an effect, so negation
	-- leaves it equipped (R099)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetCode(EFFECT_EQUIP_LIMIT)
	e1:SetProperty(EFFECT_FLAG_CANNOT_DISABLE)
	e1:SetValue(s.eqlimit)
	e1:SetReset(RESET_EVENT+RESETS_STANDARD)
	c:RegisterEffect(e1)
end
function s.eqlimit(e,c)
	return c:IsRace(RACE_MACHINE)
end
function s.spcon(e,tp,eg,ep,ev,re,r,rp)
	return s.unused(e) and s.asunion(e)
end
function s.sptg(e,tp,eg,ep,ev,re,r,rp,chk)
	local c=e:GetHandler()
	if chk==0 then
		return Duel.GetLocationCount(tp,LOCATION_MZONE)>0 and c:IsCanBeSpecialSummoned(e,0,tp,false,false)
	end
	Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,c,1,0,0)
end
function s.spop(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	if c:IsRelateToEffect(e) then
		Duel.SpecialSummon(c,0,tp,tp,false,false,POS_FACEUP) -- face-up, Attack or Defense: its player chooses (ygopro's Union procedure)
	end
end
function s.substitute(e,re,r,rp)
	return r&(REASON_BATTLE+REASON_EFFECT)~=0
end
