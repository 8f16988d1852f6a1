-- R094: adding a card from the Deck to the hand by effect is not a draw; drawing several cards with
-- one effect is one draw for "each time you draw"; an optional draw effect cannot be activated
-- unless the Deck holds enough cards. Solemn Wishes (35346968) counts the draws.
local WISHES = 35346968
local SANGAN = 26202165
local POT = 55144522
local JAR = 83968380
local DARK_HOLE = 53129443
local CELTIC = 91152256 -- ATK 1400: Sangan may search it
local VORSE = 14898066

Test("R094 Sangan's search is not a draw: Solemn Wishes gives no LP", function(t)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local sangan = Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DARK_HOLE)
	t:Select(0, {celtic}) -- Sangan's search
	t:Run()
	t:ExpectCard(sangan, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_HAND, 0)
	t:ExpectLP(0, 8000)
end)

Test("R094 Pot of Greed draws 2 cards: one draw, Solemn Wishes gives 500 LP once", function(t)
	for i = 1, 2 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, POT)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectCount(0, LOCATION_DECK, 0)
	t:ExpectLP(0, 8500)
end)

Test("R094 the whole scenario: search, Pot of Greed, then 1 card and 0 cards left in the Deck", function(t)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	for i = 1, 3 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local pot1 = Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local pot2 = Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jar = Debug.AddCard(JAR, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local jar2 = Debug.AddCard(JAR, 0, 0, LOCATION_SZONE, 2, POS_FACEDOWN)
	-- Sangan's search: 4 cards in the Deck, then 3; no LP
	t:Activate(0, DARK_HOLE)
	t:Select(0, {celtic})
	t:Run()
	t:ExpectCard(celtic, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 3)
	t:ExpectLP(0, 8000)
	-- Pot of Greed: 2 cards in one draw, 500 LP once
	t:Activate(0, pot1)
	t:Run()
	t:ExpectCount(0, LOCATION_DECK, 1)
	t:ExpectLP(0, 8500)
	-- 1 card left: Pot of Greed cannot be activated, Jar of Greed can
	t:ExpectNotOffered(0, pot2)
	t:ExpectOffered(0, jar)
	t:Activate(0, jar)
	t:Run()
	t:ExpectCount(0, LOCATION_DECK, 0)
	t:ExpectLP(0, 9000)
	-- 0 cards left: neither can
	t:ExpectNotOffered(0, pot2)
	t:ExpectNotOffered(0, jar2)
	t:Run()
	t:ExpectCard(pot2, LOCATION_HAND, 0)
	t:ExpectCard(jar2, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectLP(0, 9000)
end)

Test("R094 with 1 card in the Deck and Solemn Wishes: Jar of Greed draws it and gains 500 LP, Pot of Greed stays", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local pot = Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jar = Debug.AddCard(JAR, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectNotOffered(0, pot)
	t:ExpectOffered(0, jar)
	t:Activate(0, jar)
	t:Run()
	t:ExpectCard(pot, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectLP(0, 8500)
end)

Test("R094 with 0 cards in the Deck neither Pot of Greed nor Jar of Greed can be activated", function(t)
	Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local pot = Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jar = Debug.AddCard(JAR, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectNotOffered(0, pot)
	t:ExpectNotOffered(0, jar)
	t:Run()
	t:ExpectCard(pot, LOCATION_HAND, 0)
	t:ExpectCard(jar, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectLP(0, 8000)
end)
