-- EFFECT_CANNOT_SPECIAL_SUMMON's target is asked as ygopro's is_player_can_spsummon asks it:
-- target(e, c, summoning player, summon type, position, receiving player, summoning effect), both by
-- Card.IsCanBeSpecialSummoned and when the summon is performed. Message in a Bottle's oath: "you cannot
-- Special Summon, except Xyz Monsters and by this card's effect".
local VORSE = 14898066

-- the oath, for player 0, excepting Xyz Summons and summons by `allowed`
local function oath(owner, allowed)
	local e = Effect.CreateEffect(owner)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e:SetCode(EFFECT_CANNOT_SPECIAL_SUMMON)
	e:SetTargetRange(1, 0)
	e:SetTarget(function(e, c, sump, sumtype, sumpos, targetp, se)
		return sumtype & SUMMON_TYPE_XYZ ~= SUMMON_TYPE_XYZ and se ~= allowed
	end)
	Duel.RegisterEffect(e, 0)
end

-- an effect of `c` that Special Summons `target` from the GY
local function reviver(c, target, seen)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	e:SetCountLimit(1)
	e:SetOperation(function(e, tp)
		seen.can = target:IsCanBeSpecialSummoned(e, 0, tp, false, false)
		seen.count = Duel.SpecialSummon(target, 0, tp, tp, false, false, POS_FACEUP)
	end)
	c:RegisterEffect(e)
	return e
end

Test("the oath sees the summoning effect: the effect it excepts may summon", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local grave = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local seen = {}
	oath(vorse, reviver(vorse, grave, seen))
	t:Activate(0, vorse)
	t:Run()
	assert(seen.can == true and seen.count == 1, "allowed: " .. tostring(seen.can) .. ", " .. tostring(seen.count))
	t:ExpectCard(grave, LOCATION_MZONE, 0)
end)

Test("another effect may not, asked or performed", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local grave = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local seen = {}
	reviver(vorse, grave, seen)
	oath(vorse, Effect.CreateEffect(vorse)) -- excepts an effect that summons nothing
	t:Activate(0, vorse)
	t:Run()
	assert(seen.can == false, "IsCanBeSpecialSummoned: false")
	assert(seen.count == 0, "Duel.SpecialSummon summons nothing")
	t:ExpectCard(grave, LOCATION_GRAVE, 0)
end)

Test("the oath sees the summon type: an Xyz Summon type is excepted", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local utopia = Debug.AddCard("Number 39: Utopia", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	oath(vorse, Effect.CreateEffect(vorse)) -- excepts an effect that summons nothing
	assert(utopia:IsCanBeSpecialSummoned(nil, SUMMON_TYPE_XYZ, 0, true, false), "as an Xyz Summon")
	assert(not utopia:IsCanBeSpecialSummoned(nil, 0, 0, true, false), "otherwise not")
end)
