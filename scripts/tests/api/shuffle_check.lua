-- ygopro's shuffle check: a Deck a card left while an effect's function ran is shuffled when that
-- function returns ("add 1 card from your Deck to your hand" needs no Duel.ShuffleDeck);
-- Duel.DisableShuffleCheck keeps the order. No bundled card is needed: Vorse Raider is given an
-- ignition effect that takes a named card from the Deck.
-- codes: the test compares the Deck's order as a list of codes
local DECK = {91152256, 13039848, 11091375, 70781052, 89631139, 44913552, 46986414, 74677422, 40640057, 28279543}

local function searcher(disable)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local e = Effect.CreateEffect(vorse)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	e:SetOperation(function(e, tp)
		if disable then Duel.DisableShuffleCheck() end
		local g = Duel.GetMatchingGroup(Card.IsCode, tp, LOCATION_DECK, 0, nil, DECK[5])
		Duel.SendtoHand(g, nil, REASON_EFFECT)
	end)
	vorse:RegisterEffect(e)
	return vorse
end

local function fill()
	for _, code in ipairs(DECK) do Debug.AddCard(code, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
end

-- the Deck's order without the searched card, as positions counted from the top
local function remaining()
	local list = {}
	local g = Duel.GetDecktopGroup(0, Duel.GetFieldGroupCount(0, LOCATION_DECK, 0))
	local c = g:GetFirst()
	while c do list[#list + 1] = c:GetCode() c = g:GetNext() end
	return table.concat(list, ",")
end

Test("an effect that takes a card from the middle of the Deck leaves the Deck shuffled", function(t)
	fill()
	local vorse = searcher(false)
	local before = remaining()
	t:Activate(0, vorse)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 1)
	local after = remaining()
	local expected = before:gsub(tostring(DECK[5]) .. ",", "")
	assert(after ~= expected, "the same order as before the search: " .. after)
end)

Test("Duel.DisableShuffleCheck in the operation keeps the Deck's order", function(t)
	fill()
	local vorse = searcher(true)
	local before = remaining()
	t:Activate(0, vorse)
	t:Run()
	local expected = before:gsub(tostring(DECK[5]) .. ",", "")
	assert(remaining() == expected, remaining() .. " vs " .. expected)
end)

Test("drawing in the Draw Phase does not shuffle the Deck", function(t)
	fill()
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw
	local before = remaining()
	t:Phase(0, PHASE_MAIN1)
	t:Run()
	local after = remaining()
	assert(before:sub(-#after) == after, "the rest of the Deck keeps its order: " .. after .. " / " .. before)
end)
