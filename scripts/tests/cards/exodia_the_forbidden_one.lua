-- Exodia the Forbidden One (33396948): its owner wins with it and the four Forbidden One limbs in
-- hand. The win condition is not scripted (the engine has no way for a script to make a player
-- win), so the tests of it are skipped.
local EXODIA = 33396948
local LEFT_ARM, RIGHT_ARM, LEFT_LEG, RIGHT_LEG = 7902349, 70903634, 44519536, 8124921
local POT = 55144522 -- Pot of Greed

Test("drawing the fifth piece of Exodia wins the duel", function(t)
	t:Skip("engine: no way for a script to make a player win (no Duel.Win binding, EVENT_ADJUST not raised)")
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
	t:Skip("engine: no way for a script to make a player win (no Duel.Win binding, EVENT_ADJUST not raised); no effect here makes both players add cards to the hand at once either")
end)

Test("without its win condition Exodia the Forbidden One is a Level 3 monster with 1000 ATK", function(t)
	local exodia = Debug.AddCard(EXODIA, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, exodia)
	t:Run()
	t:ExpectCard(exodia, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(exodia, 1000)
	t:ExpectDefense(exodia, 1000)
end)
