-- Exodia the Forbidden One (33396948): its owner wins with it and the four Forbidden One limbs in
-- hand; both players completing it at once is a draw.
local EXODIA = 33396948
local LEFT_ARM, RIGHT_ARM, LEFT_LEG, RIGHT_LEG = 7902349, 70903634, 44519536, 8124921
local POT = 55144522 -- Pot of Greed

Test("drawing the fifth piece of Exodia wins the duel", function(t)
	Debug.AddCard(RIGHT_LEG, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(RIGHT_LEG, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(EXODIA, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(LEFT_ARM, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(RIGHT_ARM, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(LEFT_LEG, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, POT)
	t:Run()
	t:ExpectWinner(0)
end)

Test("both players completing Exodia at the same time is a draw", function(t)
	local CARD_DESTRUCTION = 72892473
	for p = 0, 1 do
		-- five junk cards in each hand, the five pieces on top of each Deck
		for i = 1, 5 do Debug.AddCard(POT, p, p, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) end
		for _, code in ipairs({EXODIA, LEFT_ARM, RIGHT_ARM, LEFT_LEG, RIGHT_LEG}) do
			Debug.AddCard(code, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
	Debug.AddCard(CARD_DESTRUCTION, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, CARD_DESTRUCTION)
	t:Run()
	t:ExpectDraw()
end)

Test("Exodia the Forbidden One is also a Level 3 monster with 1000 ATK", function(t)
	local exodia = Debug.AddCard(EXODIA, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, exodia)
	t:Run()
	t:ExpectCard(exodia, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(exodia, 1000)
	t:ExpectDefense(exodia, 1000)
end)
