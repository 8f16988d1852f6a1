-- R048: simultaneous triggers form one chain: mandatory before optional, the turn player's before
-- the opponent's.
local SANGAN = 26202165
local PETEN = 52624755
local DARK_HOLE = 53129443
local CELTIC = 91152256 -- ATK 1400: a card Sangan can search

Test("R048 both players' mandatory and optional triggers from one Dark Hole, in SEGOC order", function(t)
	local sangan0 = Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local peten0 = Debug.AddCard(PETEN, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local sangan1 = Debug.AddCard(SANGAN, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local peten1 = Debug.AddCard(PETEN, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local search0 = Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local search1 = Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local next0 = Debug.AddCard(PETEN, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local next1 = Debug.AddCard(PETEN, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DARK_HOLE)
	t:Pass(1) -- no response to Dark Hole; its triggers come after it resolves
	t:Yes(0) -- player 0's Peten
	t:Yes(1) -- player 1's Peten
	t:Check(1, function(t)
		t:ExpectChainLength(4)
		t:ExpectChainLink(1, sangan0)
		t:ExpectChainLink(2, sangan1)
		t:ExpectChainLink(3, peten0)
		t:ExpectChainLink(4, peten1)
	end)
	-- resolution, last to first: player 1's Peten, player 0's Peten, then the two searches
	t:Select(1, {next1})
	t:Select(0, {next0})
	t:Select(1, {search1})
	t:Select(0, {search0})
	t:Run()
	t:ExpectCard(next0, LOCATION_MZONE, 0)
	t:ExpectCard(next1, LOCATION_MZONE, 1)
	t:ExpectCard(search0, LOCATION_HAND, 0)
	t:ExpectCard(search1, LOCATION_HAND, 1)
end)

Test("R048 a player orders their own simultaneous triggers (t:Order)", function(t)
	local first = Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local second = Debug.AddCard(PETEN, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local third = Debug.AddCard(PETEN, 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(PETEN, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DARK_HOLE)
	t:Pass(1)
	-- both optional Peten triggers are activated, the third card's first
	t:Yes(0)
	t:Yes(0)
	t:Order(0, {third, second})
	t:Check(1, function(t)
		t:ExpectChainLength(3)
		t:ExpectChainLink(1, first)
		t:ExpectChainLink(2, third)
		t:ExpectChainLink(3, second)
	end)
	t:Select(0, {PETEN})
	t:Select(0, {CELTIC})
	t:Run()
end)
