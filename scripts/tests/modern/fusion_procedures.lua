-- Fusion helpers of our utility.lua: material lists (aux.AddFusionProcMix and its shorthands) and
-- Contact Fusion (aux.AddContactFusionProcedure). B. Skull Dragon is Summoned Skull + Red-Eyes
-- B. Dragon; the Contact Fusion procedures are given to it by the tests (no bundled card has one).
-- B. Skull Dragon, Fusion, no effect
-- codes: the Fusion procedures list their materials by code
local SKULL = 70781052    -- Summoned Skull, Fiend
local RED_EYES = 74677422 -- Red-Eyes B. Dragon, Dragon
local BLUE_EYES = 89631139 -- Blue-Eyes White Dragon, Dragon
-- Elemental HERO Flame Wingman: must be Fusion Summoned

-- "shuffle the materials you control into the Deck"
local function contactFromField(c)
	return aux.AddContactFusionProcedure(c, nil, LOCATION_MZONE, 0, Duel.SendtoDeck, nil, SEQ_DECKSHUFFLE,
		REASON_COST + REASON_MATERIAL)
end

Test("Contact Fusion: the materials on the field are shuffled into the Deck and the Fusion Monster comes from the Extra Deck without a Spell", function(t)
	local skull = Debug.AddCard(SKULL, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local redEyes = Debug.AddCard(RED_EYES, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	local bsd = Debug.AddCard("B. Skull Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	contactFromField(bsd)
	t:SpecialSummon(0, bsd)
	t:Select(0, {skull})
	t:Select(0, {redEyes})
	t:Run()
	t:ExpectCard(bsd, LOCATION_MZONE, 0)
	t:ExpectCard(skull, LOCATION_DECK, 0)
	t:ExpectCard(redEyes, LOCATION_DECK, 0)
	assert(bsd:IsSummonType(SUMMON_TYPE_SPECIAL), "Special Summoned")
	assert(not bsd:IsSummonType(SUMMON_TYPE_FUSION), "by its own procedure, not a Fusion Summon")
	local mat = bsd:GetMaterial()
	assert(#mat == 2 and mat:IsContains(skull) and mat:IsContains(redEyes), "its materials are recorded")
end)

Test("Contact Fusion takes its materials only where its procedure says: one in the hand does not count", function(t)
	Debug.AddCard(SKULL, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(RED_EYES, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bsd = Debug.AddCard("B. Skull Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	contactFromField(bsd)
	t:ExpectIllegal(0, "SpecialSummon", bsd)
	t:Run()
end)

Test("Contact Fusion may take materials from the opponent's field when its procedure names it", function(t)
	local skull = Debug.AddCard(SKULL, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local redEyes = Debug.AddCard(RED_EYES, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bsd = Debug.AddCard("B. Skull Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	aux.AddContactFusionProcedure(bsd, nil, LOCATION_MZONE, LOCATION_MZONE, Duel.SendtoGrave, REASON_COST + REASON_MATERIAL)
	t:SpecialSummon(0, bsd)
	t:Select(0, {skull})
	t:Select(0, {redEyes})
	t:Run()
	t:ExpectCard(bsd, LOCATION_MZONE, 0)
	t:ExpectCard(redEyes, LOCATION_GRAVE, 1) -- to its owner's GY
	t:ExpectCard(skull, LOCATION_GRAVE, 0)
end)

Test("a Fusion Monster that must be Fusion Summoned cannot be Contact Fused", function(t)
	Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Elemental HERO Burstinatrix", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local wingman = Debug.AddCard("Elemental HERO Flame Wingman", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	contactFromField(wingman)
	t:ExpectIllegal(0, "SpecialSummon", wingman)
	t:Run()
end)

Test("Polymerization can still Fusion Summon a monster that has a Contact Fusion procedure", function(t)
	local skull = Debug.AddCard(SKULL, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local redEyes = Debug.AddCard(RED_EYES, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bsd = Debug.AddCard("B. Skull Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local poly = Debug.AddCard("Polymerization", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	contactFromField(bsd)
	t:Activate(0, poly)
	t:Select(0, {bsd})
	t:Select(0, {skull})
	t:Select(0, {redEyes})
	t:Run()
	t:ExpectCard(bsd, LOCATION_MZONE, 0)
	assert(bsd:IsSummonType(SUMMON_TYPE_FUSION))
	t:ExpectCard(skull, LOCATION_GRAVE, 0)
end)

local function isDragon(c) return c:IsRace(RACE_DRAGON) end

-- The material lists are checked on a bare monster (Summoned Skull) given one, with CheckFusionMaterial.
Test("aux.AddFusionProcFunRep: n monsters that pass one test, each a different card", function(t)
	local holder = Debug.AddCard(SKULL, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	aux.AddFusionProcFunRep(holder, isDragon, 2, false)
	local redEyes = Debug.AddCard(RED_EYES, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local blueEyes = Debug.AddCard(BLUE_EYES, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local skull = Debug.AddCard(SKULL, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(holder:CheckFusionMaterial(Group.FromCards(redEyes, blueEyes)), "two Dragons")
	assert(not holder:CheckFusionMaterial(Group.FromCards(redEyes, skull)), "a Fiend is not a Dragon")
	assert(not holder:CheckFusionMaterial(Group.FromCards(redEyes)), "one card cannot be both materials")
	assert(holder:CheckFusionMaterial(Group.FromCards(redEyes, blueEyes, skull), blueEyes), "with a must-use card")
	assert(not holder:CheckFusionMaterial(Group.FromCards(redEyes, blueEyes, skull), skull), "the must-use card must fit")
	t:Run()
end)

Test("aux.AddFusionProcCodeFun and AddFusionProcCode3: a named monster plus others", function(t)
	local holder = Debug.AddCard(SKULL, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	aux.AddFusionProcCodeFun(holder, SKULL, isDragon, 2, false, false)
	local skull = Debug.AddCard(SKULL, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local redEyes = Debug.AddCard(RED_EYES, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local blueEyes = Debug.AddCard(BLUE_EYES, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(holder:CheckFusionMaterial(Group.FromCards(skull, redEyes, blueEyes)))
	assert(not holder:CheckFusionMaterial(Group.FromCards(redEyes, blueEyes)), "Summoned Skull is named")
	local three = Debug.AddCard(RED_EYES, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	aux.AddFusionProcCode3(three, SKULL, RED_EYES, BLUE_EYES, false, false)
	assert(three:CheckFusionMaterial(Group.FromCards(blueEyes, skull, redEyes)), "in any order")
	assert(not three:CheckFusionMaterial(Group.FromCards(skull, redEyes, redEyes)), "each name once")
	t:Run()
end)
