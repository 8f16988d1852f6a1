-- R001: duel set-up, opening hand and the normal draw (RULINGS.md).
-- Both players start with 8000 LP and 5 cards from their shuffled decks, nothing can be used
-- before turn 1, and each Draw Phase the turn player draws 1, except the first player on turn 1.
-- "Nothing before turn 1" shows in where each player's first window comes: already in turn 1.

-- the ruling's deck: 3 Mystical Space Typhoon and 37 Vorse Raider
local function deck()
	local cards = {"Mystical Space Typhoon", "Mystical Space Typhoon", "Mystical Space Typhoon"}
	for i = 1, 37 do
		cards[#cards + 1] = "Vorse Raider"
	end
	return cards
end

Test("R001 duel set-up, opening hand and the normal draw", function(t)
	t:StartDuel{deck0 = deck(), deck1 = deck()}
	-- the first window of each player is already in turn 1: none came during set-up, so player 1
	-- could not have used a Mystical Space Typhoon before the duel began
	t:Check(0, function(t)
		t:ExpectTurn(1)
		t:ExpectPhase(PHASE_DRAW)
		t:ExpectLP(0, 8000)
		t:ExpectLP(1, 8000)
		t:ExpectCount(0, LOCATION_HAND, 5)
		t:ExpectCount(1, LOCATION_HAND, 5)
		t:ExpectCount(0, LOCATION_DECK, 35)
		t:ExpectCount(1, LOCATION_DECK, 35)
	end)
	t:Check(1, function(t)
		t:ExpectTurn(1)
	end)
	t:Run()
	-- turn 1: the first player did not draw
	t:ExpectTurn(1)
	t:ExpectPhase(PHASE_MAIN1)
	t:ExpectCount(0, LOCATION_HAND, 5)
	t:ExpectCount(0, LOCATION_DECK, 35)

	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(2)
	t:ExpectCount(1, LOCATION_HAND, 6)
	t:ExpectCount(1, LOCATION_DECK, 34)

	t:Phase(0, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(3)
	t:ExpectCount(0, LOCATION_HAND, 6)
	t:ExpectCount(0, LOCATION_DECK, 34)
end)
