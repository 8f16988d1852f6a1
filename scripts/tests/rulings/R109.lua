-- R109: a "you win the Duel" condition met only in the middle of an effect's resolution gives no win
-- if it is no longer met once that effect has finished.
-- Graceful Charity: draw 3, then discard 2

-- player 0's hand: Graceful Charity and 4 pieces; the Deck: Right Leg and 2 Vorse Raider on top of 1 more
local function board()
	local v1 = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local v2 = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local rleg = Debug.AddCard("Right Leg of the Forbidden One", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- drawn first
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 1, POS_FACEDOWN_DEFENSE) -- stays in the Deck
	Debug.AddCard("Exodia the Forbidden One", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Left Arm of the Forbidden One", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local rarm = Debug.AddCard("Right Arm of the Forbidden One", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Left Leg of the Forbidden One", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local charity = Debug.AddCard("Graceful Charity", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	return charity, rleg, rarm, {v1, v2}
end

Test("R109 Exodia completed only in the middle of Graceful Charity gives no win", function(t)
	local charity, rleg, rarm, drawn = board()
	t:Activate(0, charity)
	t:Select(0, {rarm, drawn[1]}) -- a piece goes before the effect has finished
	t:Run()
	t:ExpectCard(rarm, LOCATION_GRAVE, 0)
	t:ExpectCard(rleg, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_HAND, 5)
	t:ExpectTurn(3)
	t:ExpectPhase(PHASE_MAIN1) -- the duel goes on: nobody has won
end)

Test("R109 contrast: all five pieces still in the hand once Graceful Charity has finished: player 0 wins", function(t)
	local charity, rleg, _, drawn = board()
	t:Activate(0, charity)
	t:Select(0, drawn) -- the two Vorse Raider drawn with Right Leg
	t:Run()
	t:ExpectCard(rleg, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_HAND, 5)
	t:ExpectWinner(0)
end)
