-- Duel.CreateToken with a code the card database lacks (Hippo Carnival's second and third Tokens are missing
-- from older databases): ygopro-core creates a card with that code and empty data (new_card over an unread
-- row), so it has no type; Duel.SpecialSummonStep refuses it as no monster and the effect goes on. Spellspeed
-- does the same, with a warning once per card (an error with --strict); outside a card's code it is an error.
local VORSE = 14898066
local SHEEP_TOKEN = 73915052
local MISSING = 18027140 -- not in the bundled database

-- Vorse Raider's ignition effect creates a Token of `code` and tries to Special Summon it
local function createAndSummon(t, code)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local seen = {}
	local e = Effect.CreateEffect(vorse)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	e:SetOperation(function(e, tp)
		local token = Duel.CreateToken(tp, code)
		seen.code, seen.type = token:GetCode(), token:GetType()
		seen.summoned = Duel.SpecialSummonStep(token, 0, tp, tp, false, false, POS_FACEUP)
		Duel.SpecialSummonComplete()
		seen.after = true
		seen.token = token
	end)
	vorse:RegisterEffect(e)
	t:Activate(0, vorse)
	t:Run()
	return seen
end

Test("a Token the database has is created and Special Summoned", function(t)
	local seen = createAndSummon(t, SHEEP_TOKEN)
	assert(seen.summoned == true, "summoned")
	t:ExpectCount(0, LOCATION_MZONE, 2)
end)

Test("a code the database lacks: a card without data, which cannot be Special Summoned; the effect goes on", function(t)
	local seen = createAndSummon(t, MISSING)
	assert(seen.code == MISSING and seen.type == 0, "the code, no type: " .. tostring(seen.type))
	assert(seen.summoned == false, "not a monster: not summoned")
	assert(seen.after, "the operation went on")
	t:ExpectCount(0, LOCATION_MZONE, 1)
end)

Test("outside a card's code (a test body) the unknown code stays an error", function(t)
	assert(pcall(Duel.CreateToken, 0, SHEEP_TOKEN), "control: a known Token")
	local ok, message = pcall(Duel.CreateToken, 0, MISSING)
	assert(not ok and tostring(message):find("unknown token code"), tostring(message))
end)
