-- R010: at the end of the End Phase a turn player with 7 or more cards in hand discards down to 6.
-- The ruling's Night Assailant and Grapha show that the discard is not by a card effect; they are
-- not in the card database yet, so that part is skipped below. Here the hand holds Normal monsters.

local VORSE_RAIDER = 14898066
local CELTIC_GUARDIAN = 91152256
local LUSTER_DRAGON = 11091375

Test("R010 the turn player discards down to 6 at the end of the End Phase", function(t)
	Debug.AddCard(CELTIC_GUARDIAN, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local first = Debug.AddCard(LUSTER_DRAGON, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local second = Debug.AddCard(LUSTER_DRAGON, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	for i = 1, 6 do
		Debug.AddCard(VORSE_RAIDER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	end
	-- the opponent's hand is over the limit too, but only the turn player discards
	for i = 1, 7 do
		Debug.AddCard(CELTIC_GUARDIAN, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	end

	t:Phase(0, PHASE_END)
	t:Check(0, function(t)
		t:ExpectCount(0, LOCATION_HAND, 8) -- nothing is discarded until the End Phase ends
	end)
	t:Select(0, {first, second})
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCount(0, LOCATION_HAND, 6)
	t:ExpectCount(0, LOCATION_GRAVE, 2)
	t:ExpectCard(first, LOCATION_GRAVE, 0)
	t:ExpectCard(second, LOCATION_GRAVE, 0)
	t:ExpectCount(1, LOCATION_HAND, 8)
end)

Test("R010 Night Assailant's trigger on a hand-limit discard", function(t)
	t:Skip("needs Night Assailant (16226786), Grapha (34230233) and Man-Eater Bug (54652250), which are not in the card database yet")
end)
