-- Duel.Readjust: an EVENT_ADJUST effect may ask for the check of the game state to run once more. As in
-- ygopro, a card asking a fourth time within one check is sent to the GY (so two such effects cannot loop
-- forever); the count starts again with every check, so a card that asks once a turn keeps doing so.
local CELTIC = 91152256 -- a code: it is also the id of the flag effect that counts the asks

-- An EVENT_ADJUST watcher on the card; it asks for a readjust when `asks(c)` says so, counting its asks.
local function readjuster(c, asks)
	local count = { n = 0 }
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
	e:SetCode(EVENT_ADJUST)
	e:SetRange(LOCATION_MZONE)
	e:SetOperation(function(e)
		if asks(e:GetHandler()) then
			count.n = count.n + 1
			Duel.Readjust()
		end
	end)
	c:RegisterEffect(e)
	return count
end

local function oncePerTurn(c)
	if c:GetFlagEffect(CELTIC) > 0 then
		return false
	end
	c:RegisterFlagEffect(CELTIC, RESET_PHASE + PHASE_END, 0, 1)
	return true
end

local function decks()
	for p = 0, 1 do
		for _ = 1, 8 do
			Debug.AddCard(CELTIC, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
end

Test("a card that asks for a readjust once per turn stays on the field turn after turn", function(t)
	decks()
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local asked = readjuster(vorse, oncePerTurn)
	t:Phase(0, PHASE_MAIN1) -- turn 5
	t:Phase(0, PHASE_MAIN1) -- turn 7
	t:Run()
	t:ExpectTurn(7)
	t:ExpectCard(vorse, LOCATION_MZONE)
	-- one ask in each of turns 3 to 7: more than three in the duel, never more than one in a check
	assert(asked.n >= 5, "the watcher asked " .. asked.n .. " times")
end)

Test("a card that asks for a readjust at every check is sent to the GY on its fourth ask in one check", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local asked = readjuster(vorse, function() return true end)
	t:Summon(0, Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE))
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE)
	assert(asked.n >= 4, "the watcher asked " .. asked.n .. " times")
end)
