-- Polymerization (Normal Spell): Fusion Summon 1 Fusion Monster from your Extra Deck, using the
-- Fusion Materials it lists from your hand or your side of the field (they go to the GY).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetCategory(CATEGORY_SPECIAL_SUMMON+CATEGORY_FUSION_SUMMON)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetTarget(s.target)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
-- the Polymerization card itself is not a material
function s.materials(e,tp)
	return Duel.GetFusionMaterial(tp):Filter(function(m) return m~=e:GetHandler() end,nil)
end
function s.fusion(fc,e,tp,mg)
	return fc:IsType(TYPE_FUSION) and fc:IsCanBeSpecialSummoned(e,SUMMON_TYPE_FUSION,tp,false,false)
		and fc:CheckFusionMaterial(mg,nil,tp)
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then
		return Duel.IsExistingMatchingCard(s.fusion,tp,LOCATION_EXTRA,0,1,nil,e,tp,s.materials(e,tp))
	end
	Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,1,tp,LOCATION_EXTRA)
end
function s.activate(e,tp,eg,ep,ev,re,r,rp)
	local mg=s.materials(e,tp)
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_SPSUMMON)
	local fc=Duel.SelectMatchingCard(tp,s.fusion,tp,LOCATION_EXTRA,0,1,1,nil,e,tp,mg):GetFirst()
	if not fc then return end
	local mat=Duel.SelectFusionMaterial(tp,fc,mg,nil,tp)
	fc:SetMaterial(mat)
	Duel.SendtoGrave(mat,REASON_EFFECT+REASON_MATERIAL+REASON_FUSION)
	Duel.BreakEffect()
	Duel.SpecialSummon(fc,SUMMON_TYPE_FUSION,tp,tp,false,false,POS_FACEUP)
	-- a Fusion Summon is the monster's proper summon: it may be revived later (R021)
	fc:CompleteProcedure()
end
