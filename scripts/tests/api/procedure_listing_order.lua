-- The idle prompt's summoning procedures ask the reference's checks in its order (ygopro-core's
-- card::is_special_summonable, then filter_spsummon_procedure): the procedure's own condition first,
-- and only once it holds the unique-card rule and the player's summon prohibitions
-- (EFFECT_CANNOT_SPECIAL_SUMMON's target, as is_player_can_spsummon asks it). A procedure whose
-- condition fails has neither asked; one whose condition holds is still refused by either. The card's
-- own EFFECT_SPSUMMON_CONDITION (not asked on the reference's procedure path) is asked first: a card
-- that refuses its own procedure never has that procedure's condition run.
-- Vorse Raider: a Normal Monster, Level 4, given the procedure here; each counter counts only the calls
-- about the card with the procedure (the rules check asks a unique rule's filter about the field's cards).
local VORSE = 14898066

-- a "Special Summon this card from your hand" procedure whose condition answers `holds` and counts its calls
local function procedure(c, holds, seen)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(EFFECT_SPSUMMON_PROC)
	e:SetProperty(EFFECT_FLAG_UNCOPYABLE)
	e:SetRange(LOCATION_HAND)
	e:SetCondition(function(e, c)
		seen.condition = (seen.condition or 0) + 1
		return holds
	end)
	c:RegisterEffect(e)
end

-- "you cannot Special Summon": a player effect of `owner` whose target counts its calls
local function oath(owner, seen)
	local e = Effect.CreateEffect(owner)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
	e:SetTargetRange(1, 0)
	e:SetTarget(function(e, c)
		if c == seen.card then
			seen.oath = (seen.oath or 0) + 1
		end
		return true
	end)
	Duel.RegisterEffect(e, 0)
end

-- "cannot be Special Summoned" on the card itself, as a value that counts its calls
local function summonCondition(c, seen)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_SINGLE)
	e:SetProperty(EFFECT_FLAG_CANNOT_DISABLE + EFFECT_FLAG_UNCOPYABLE)
	e:SetCode(EFFECT_SPSUMMON_CONDITION)
	e:SetValue(function(e, se, sp, st)
		seen.value = (seen.value or 0) + 1
		return false
	end)
	c:RegisterEffect(e)
end

-- "you can only control 1 monster" on a face-up monster of player 0, whose filter counts its calls
local function uniqueMonster(seen)
	local holder = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	holder:SetUniqueOnField(1, 0, function(c)
		if c == seen.card then
			seen.unique = (seen.unique or 0) + 1
		end
		return c:IsType(TYPE_MONSTER)
	end, LOCATION_MZONE)
end

Test("a procedure whose condition fails never has the prohibition's target asked", function(t)
	local holder = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local seen = {card = vorse}
	procedure(vorse, false, seen)
	oath(holder, seen)
	t:ExpectIllegal(0, "SpecialSummon", vorse)
	t:Run()
	assert((seen.condition or 0) > 0, "the procedure's condition was asked")
	assert(seen.oath == nil, "the oath's target was asked " .. tostring(seen.oath) .. " times")
end)

Test("a procedure whose condition holds is still refused by the prohibition", function(t)
	local holder = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local seen = {card = vorse}
	procedure(vorse, true, seen)
	oath(holder, seen)
	t:ExpectIllegal(0, "SpecialSummon", vorse)
	t:Run()
	assert((seen.oath or 0) > 0, "the oath's target was asked")
end)

Test("a card whose summoning condition refuses its procedure never has the procedure's condition asked", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local seen = {card = vorse}
	procedure(vorse, true, seen)
	summonCondition(vorse, seen)
	t:ExpectIllegal(0, "SpecialSummon", vorse)
	t:Run()
	assert((seen.value or 0) > 0, "the summoning condition was asked")
	assert(seen.condition == nil, "the procedure's condition was asked " .. tostring(seen.condition) .. " times")
end)

Test("a procedure whose condition fails never has the unique-card rule's filter asked", function(t)
	-- a Level 8 monster: no Normal Summon of it is listed (that check would ask the rule too)
	local dragon = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local seen = {card = dragon}
	procedure(dragon, false, seen)
	uniqueMonster(seen)
	t:ExpectIllegal(0, "SpecialSummon", dragon)
	t:Run()
	assert((seen.condition or 0) > 0, "the procedure's condition was asked")
	assert(seen.unique == nil, "the unique rule's filter was asked " .. tostring(seen.unique) .. " times")
end)

Test("a procedure whose condition holds is still refused by the unique-card rule", function(t)
	-- a Level 8 monster: no Normal Summon of it is listed (that check would ask the rule too)
	local dragon = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local seen = {card = dragon}
	procedure(dragon, true, seen)
	uniqueMonster(seen)
	t:ExpectIllegal(0, "SpecialSummon", dragon)
	t:Run()
	assert((seen.unique or 0) > 0, "the unique rule's filter was asked")
end)

Test("with nothing refusing it, the procedure whose condition holds is offered", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local seen = {card = vorse}
	procedure(vorse, true, seen)
	t:SpecialSummon(0, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
end)
