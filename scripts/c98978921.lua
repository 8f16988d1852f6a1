-- Link Spider (Link Effect Monster, Link-1, arrow Bottom): 1 Normal Monster as Link Material. It must
-- first be Link Summoned before it can be revived. Once per turn (Ignition): Special Summon 1 Level 4 or
-- lower Normal Monster from your hand into one of your zones this card points to.
local s,id=GetID()
function s.initial_effect(c)
	c:EnableReviveLimit()
	aux.AddLinkProcedure(c,s.matfilter,1,1)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_SPECIAL_SUMMON)
	e1:SetType(EFFECT_TYPE_IGNITION)
	e1:SetRange(LOCATION_MZONE)
	e1:SetCountLimit(1)
	e1:SetTarget(s.sptg)
	e1:SetOperation(s.spop)
	c:RegisterEffect(e1)
end
function s.matfilter(c)
	return c:IsLinkType(TYPE_NORMAL)
end
function s.spfilter(c,e,tp)
	return c:IsType(TYPE_NORMAL) and c:IsLevelBelow(4) and c:IsCanBeSpecialSummoned(e,0,tp,false,false)
end
-- the free Main Monster Zones of tp this card points to, as zone bits
function s.freezones(c,tp)
	local linked=c:GetLinkedZone(tp)&0x1f
	local free=0
	for seq=0,4 do
		if linked&(1<<seq)~=0 and Duel.CheckLocation(tp,LOCATION_MZONE,seq) then free=free|(1<<seq) end
	end
	return free
end
function s.sptg(e,tp,eg,ep,ev,re,r,rp,chk)
	if chk==0 then
		return s.freezones(e:GetHandler(),tp)~=0
			and Duel.IsExistingMatchingCard(s.spfilter,tp,LOCATION_HAND,0,1,nil,e,tp)
	end
	Duel.SetOperationInfo(0,CATEGORY_SPECIAL_SUMMON,nil,1,tp,LOCATION_HAND)
end
function s.spop(e,tp,eg,ep,ev,re,r,rp)
	local c=e:GetHandler()
	if not c:IsRelateToEffect(e) then return end
	local zone=s.freezones(c,tp)
	if zone==0 then return end
	Duel.Hint(HINT_SELECTMSG,tp,HINTMSG_SPSUMMON)
	local tc=Duel.SelectMatchingCard(tp,s.spfilter,tp,LOCATION_HAND,0,1,1,nil,e,tp):GetFirst()
	if not tc then return end
	if Duel.SpecialSummonStep(tc,0,tp,tp,false,false,POS_FACEUP,zone) then
		-- the engine does not honour the zone argument yet: move the monster into a pointed zone
		if zone&(1<<tc:GetSequence())==0 then
			for seq=0,4 do
				if zone&(1<<seq)~=0 then Duel.MoveSequence(tc,seq) break end
			end
		end
	end
	Duel.SpecialSummonComplete()
end
