-- R053: a mandatory trigger whose event happened in the middle of a chain is activated once that
-- chain has resolved. (The ruling's Ring of Destruction is replaced by Mystical Space Typhoon's
-- chain and a Dark Hole; the point is a mandatory trigger raised mid-chain.)
-- Celtic Guardian: ATK 1400: a card Sangan can search

Test("R053 Sangan destroyed by a resolving chain searches after the chain", function(t)
	local sangan = Debug.AddCard("Sangan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local target = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Dark Hole")
	-- Dark Hole resolves, Sangan goes to the GY; after the chain its mandatory trigger searches
	t:Select(0, {target})
	t:Run()
	t:ExpectCard(sangan, LOCATION_GRAVE, 0)
	t:ExpectCard(target, LOCATION_HAND, 0)
end)
