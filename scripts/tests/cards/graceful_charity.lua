-- Graceful Charity (79571449): draw 3 cards, then, if all 3 were drawn, discard 2.
local CHARITY = 79571449
local JAR = 83968380
local VORSE = 14898066
local CELTIC = 91152256
local LUSTER = 11091375

Test("Graceful Charity draws 3, then the player discards 2 of their choice", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local a = Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local b = Debug.AddCard(LUSTER, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CHARITY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, CHARITY)
	t:Select(0, {a, b}) -- the discard, asked after the draw
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 1)
	t:ExpectCount(0, LOCATION_DECK, 1)
	t:ExpectCard(a, LOCATION_GRAVE, 0)
	t:ExpectCard(b, LOCATION_GRAVE, 0)
	t:ExpectCard(CHARITY, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 3)
end)

Test("Graceful Charity cannot be activated with fewer than 3 cards in the Deck", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CHARITY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, CHARITY)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("a Deck thinned in response: only 2 are drawn, nothing is discarded and the player loses", function(t)
	for i = 1, 3 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(CHARITY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(JAR, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, CHARITY)
	t:Pass(1)
	t:Activate(0, JAR) -- link 2 draws 1 first: 2 left for Graceful Charity
	t:Run()
	-- no discard was asked for (the test queued no answer); the failed draw loses the duel
	t:ExpectCount(0, LOCATION_HAND, 3)
	t:ExpectCount(0, LOCATION_DECK, 0)
	t:ExpectWinner(1)
end)

Test("R056 Graceful Charity's discard is its last step: Peten the Dark Clown's trigger can be used", function(t)
	local PETEN = 52624755
	for i = 1, 3 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local next = Debug.AddCard(PETEN, 0, 0, LOCATION_DECK, 1, POS_FACEDOWN_DEFENSE)
	local peten = Debug.AddCard(PETEN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CHARITY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, CHARITY)
	t:Select(0, {peten, VORSE}) -- the discard, after the draw
	t:Yes(0)                    -- Peten's "when" trigger: its event was the last thing that happened
	t:Select(0, {next})
	t:Run()
	t:ExpectCard(peten, LOCATION_REMOVED, 0)
	t:ExpectCard(next, LOCATION_MZONE, 0)
end)

Test("R109 Exodia completed only in the middle of Graceful Charity gives no win", function(t)
	local EXODIA, LEFT_ARM, RIGHT_ARM, LEFT_LEG, RIGHT_LEG = 33396948, 7902349, 70903634, 44519536, 8124921
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(RIGHT_LEG, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- drawn first
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 1, POS_FACEDOWN_DEFENSE)     -- stays in the Deck
	Debug.AddCard(EXODIA, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(LEFT_ARM, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local rarm = Debug.AddCard(RIGHT_ARM, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(LEFT_LEG, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CHARITY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, CHARITY)
	t:Select(0, {rarm, VORSE}) -- a piece goes before the effect has finished
	t:Run()
	t:ExpectCard(rarm, LOCATION_GRAVE, 0)
	t:ExpectCard(RIGHT_LEG, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_HAND, 5)
	t:ExpectTurn(3)
	t:ExpectPhase(PHASE_MAIN1) -- the duel goes on: nobody has won
end)
