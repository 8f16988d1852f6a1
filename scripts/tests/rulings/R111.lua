-- R111: if one effect makes both players lose at the same time, the duel is a draw.
-- Card Destruction: discard the hands, then draw as many
-- Jar of Greed: draw 1

-- player 0: Card Destruction + 2 cards, 2 in the Deck, a Set Jar of Greed;
-- player 1: 1 card, 1 in the Deck, a Set Jar of Greed
local function board()
	for i = 1, 2 do Debug.AddCard("Luster Dragon", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local destruction = Debug.AddCard("Card Destruction", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jar0 = Debug.AddCard("Jar of Greed", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Luster Dragon", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jar1 = Debug.AddCard("Jar of Greed", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	return destruction, jar0, jar1
end

Test("R111 both players unable to draw back their hands at once: the duel is a draw", function(t)
	local destruction, jar0, jar1 = board()
	t:Activate(0, destruction)
	t:Activate(1, jar1)
	t:Activate(0, jar0)
	t:Check(1, function(t)
		t:ExpectChainLength(3)
		t:ExpectChainLink(1, destruction)
		t:ExpectChainLink(2, jar1)
		t:ExpectChainLink(3, jar0)
	end)
	t:Run()
	-- after the Jars: hands 3 and 2, Decks 1 and 0; the hands are discarded and cannot be drawn back
	t:ExpectCount(0, LOCATION_DECK, 0)
	t:ExpectCount(1, LOCATION_DECK, 0)
	t:ExpectCount(1, LOCATION_HAND, 0)
	t:ExpectCount(1, LOCATION_GRAVE, 2) -- Celtic Guardian and the Luster Dragon drawn by Jar of Greed
	t:ExpectCount(0, LOCATION_GRAVE, 3) -- 2 Vorse Raider and the Luster Dragon drawn by Jar of Greed
	t:ExpectDraw()
end)

Test("R111 contrast: only player 1 draws with Jar of Greed, so only player 1 cannot draw back and loses", function(t)
	local destruction, jar0, jar1 = board()
	t:Activate(0, destruction)
	t:Activate(1, jar1)
	t:Pass(0)
	t:Run()
	-- player 0 discarded 2 and drew its 2; player 1 discarded 2 from an empty Deck
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectCount(0, LOCATION_DECK, 0)
	t:ExpectCard(jar0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectWinner(0)
end)
