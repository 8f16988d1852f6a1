-- Grapha, Dragon Lord of Dark World (34230233): mandatory "if": if a card effect discards it from
-- your hand to the GY, target 1 card your opponent controls; destroy it, then, if the effect was
-- your opponent's, look at 1 random card in their hand; if it is a monster you may Special Summon it.
-- Graceful Charity: draw 3, then discard 2 (by its effect)
-- Card Destruction: both players discard their hands (by its effect), then draw
-- Tribute to the Doomed: discard 1 card as a cost

Test("Grapha discarded by its controller's Graceful Charity destroys an opponent's card", function(t)
	Debug.AddCard("Graceful Charity", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local grapha = Debug.AddCard("Grapha, Dragon Lord of Dark World", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	for i = 1, 3 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local set = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Graceful Charity")
	t:Select(0, {grapha, "Vorse Raider"}) -- the discard of 2
	t:Select(0, {set})           -- Grapha's trigger, after the chain
	t:Run()
	t:ExpectCard(grapha, LOCATION_GRAVE, 0)
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	-- its own effect discarded it: no look at the opponent's hand
	t:ExpectCard(celtic, LOCATION_HAND, 1)
	t:ExpectCount(0, LOCATION_MZONE, 0)
end)

Test("Grapha discarded by the opponent's Card Destruction also summons a monster from their hand", function(t)
	t:Start{player = 1}
	local grapha = Debug.AddCard("Grapha, Dragon Lord of Dark World", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Card Destruction", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local drawn = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local target = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(1, "Card Destruction")
	-- after the chain: Grapha's trigger (player 0); player 1 then holds only the drawn Celtic Guardian
	t:Select(0, {target})
	t:Yes(0) -- Special Summon the monster seen in the opponent's hand
	t:Run()
	t:ExpectCard(grapha, LOCATION_GRAVE, 0)
	t:ExpectCard(target, LOCATION_GRAVE, 1)
	t:ExpectCard(drawn, LOCATION_MZONE, 0)
	t:ExpectCount(1, LOCATION_HAND, 0)
end)

Test("Grapha discarded as a cost does not trigger", function(t)
	Debug.AddCard("Tribute to the Doomed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local grapha = Debug.AddCard("Grapha, Dragon Lord of Dark World", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local set = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Tribute to the Doomed")
	t:Select(0, {grapha}) -- the cost
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(grapha, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(set, LOCATION_SZONE, 1)
end)
