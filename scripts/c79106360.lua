-- Morphing Jar #2 (Flip Effect Monster): FLIP: shuffle every monster on the field into the Deck; then each player reveals cards from the top of their Deck until as many monsters as they shuffled into it, Special Summons the revealed Level 4 or lower monsters face-down in Defense Position, and sends the rest to the GY.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetDescription(aux.Stringid(id,0))
	e1:SetCategory(CATEGORY_TODECK+CATEGORY_SPECIAL_SUMMON+CATEGORY_TOGRAVE)
	e1:SetType(EFFECT_TYPE_SINGLE+EFFECT_TYPE_FLIP)
	e1:SetTarget(s.target)
	e1:SetOperation(s.operation)
	c:RegisterEffect(e1)
end
-- a monster already destroyed by battle (the flip effect of a battle comes after damage
-- calculation, R035) stays where it is and goes to the GY at the end of the Damage Step
function s.shufflable(c)
	return not c:IsStatus(STATUS_BATTLE_DESTROYED) and c:IsAbleToDeck()
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk)
	-- mandatory: activated even with nothing to shuffle
	if chk==0 then return true end
	local g=Duel.GetMatchingGroup(s.shufflable,tp,LOCATION_MZONE,LOCATION_MZONE,nil)
	Duel.SetOperationInfo(0,CATEGORY_TODECK,g,#g,0,0)
end
function s.summonable(c,e,p)
	return c:IsType(TYPE_MONSTER) and c:IsLevelBelow(4)
		and c:IsCanBeSpecialSummoned(e,0,p,false,false,POS_FACEDOWN_DEFENSE)
end
-- the cards from the top of p's Deck down to its n-th monster (the whole Deck if it holds fewer)
function s.reveal(p,n)
	local g=Group.CreateGroup()
	if n<=0 then return g end
	local found=0
	local seq=Duel.GetFieldGroupCount(p,LOCATION_DECK,0)-1
	while seq>=0 and found<n do
		local tc=Duel.GetFieldCard(p,LOCATION_DECK,seq)
		g:AddCard(tc)
		if tc:IsType(TYPE_MONSTER) then found=found+1 end
		seq=seq-1
	end
	return g
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local g=Duel.GetMatchingGroup(s.shufflable,tp,LOCATION_MZONE,LOCATION_MZONE,nil)
	Duel.SendtoDeck(g,nil,SEQ_DECKSHUFFLE,REASON_EFFECT)
	-- only the monsters that reached their owner's Main Deck count: an Extra Deck monster goes back to
	-- the Extra Deck and a Token ceases to exist
	local shuffled=g:Filter(Card.IsLocation,nil,LOCATION_DECK)
	Duel.BreakEffect()
	local summon=Group.CreateGroup()
	local rest=Group.CreateGroup()
	for _,p in ipairs({tp,1-tp}) do
		local revealed=s.reveal(p,shuffled:FilterCount(function(c) return c:GetOwner()==p end,nil))
		if #revealed>0 then
			Duel.ConfirmCards(1-p,revealed)
			local cand=revealed:Filter(s.summonable,nil,e,p)
			local ft=Duel.GetLocationCount(p,LOCATION_MZONE)
			if ft<=0 then
				cand:Clear()
			elseif #cand>ft then
				-- more than the free zones allow: the player keeps the ones they choose
				Duel.Hint(HINT_SELECTMSG,p,HINTMSG_SPSUMMON)
				cand=cand:Select(p,ft,ft,nil)
			end
			local tc=cand:GetFirst()
			while tc do
				if Duel.SpecialSummonStep(tc,0,p,p,false,false,POS_FACEDOWN_DEFENSE) then
					summon:AddCard(tc)
				end
				tc=cand:GetNext()
			end
			rest:Merge(revealed-summon)
		end
	end
	Duel.SpecialSummonComplete()
	if #rest>0 then
		Duel.SendtoGrave(rest,REASON_EFFECT+REASON_REVEAL)
	end
end
