-- R056: the steps of an effect joined by "then" happen one after the other; an optional "when"
-- trigger set off by an earlier step misses its timing, one set off by the last step does not.
-- Card Destruction: discard the hands, then draw
-- Graceful Charity: draw 3, then discard 2
-- Peten the Dark Clown: optional "when" sent to the GY

Test("R056 Peten discarded by Card Destruction misses its 'when' trigger: the draw came after", function(t)
	local peten = Debug.AddCard("Peten the Dark Clown", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local spare = Debug.AddCard("Peten the Dark Clown", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local destruction = Debug.AddCard("Card Destruction", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local drawn = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- top of the Deck
	t:Activate(0, destruction)
	-- no t:Yes: Peten's optional trigger is never offered (strict mode would fail on the question)
	t:Run()
	t:ExpectCard(peten, LOCATION_GRAVE, 0)
	t:ExpectCard(drawn, LOCATION_HAND, 0)
	t:ExpectCard(spare, LOCATION_DECK, 0) -- a Peten was there to summon
	t:ExpectCount(0, LOCATION_MZONE, 0)
end)

Test("R056 Graceful Charity's discard is its last step: Peten the Dark Clown's trigger can be used", function(t)
	for i = 1, 3 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local next = Debug.AddCard("Peten the Dark Clown", 0, 0, LOCATION_DECK, 1, POS_FACEDOWN_DEFENSE)
	local peten = Debug.AddCard("Peten the Dark Clown", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Graceful Charity", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Graceful Charity")
	t:Select(0, {peten, "Vorse Raider"}) -- the discard, after the draw
	t:Yes(0)                    -- Peten's "when" trigger: its event was the last thing that happened
	t:Select(0, {next})
	t:Run()
	t:ExpectCard(peten, LOCATION_REMOVED, 0)
	t:ExpectCard(next, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectCount(0, LOCATION_HAND, 2)
end)
