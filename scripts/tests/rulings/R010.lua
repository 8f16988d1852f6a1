-- R010: at the end of the End Phase a turn player with 7 or more cards in hand discards down to 6.
-- The cards count as discarded and sent from the hand to the GY, but not by a card effect: Night
-- Assailant's "sent from the hand to the GY" trigger activates, Grapha's "discarded by a card
-- effect" trigger does not (second test). The first test's hand holds Normal monsters.

Test("R010 the turn player discards down to 6 at the end of the End Phase", function(t)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local first = Debug.AddCard("Luster Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local second = Debug.AddCard("Luster Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	for i = 1, 6 do
		Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	end
	-- the opponent's hand is over the limit too, but only the turn player discards
	for i = 1, 7 do
		Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
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

Test("R010 Night Assailant's trigger on a hand-limit discard; Grapha's does not trigger", function(t)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local assailant = Debug.AddCard("Night Assailant", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local grapha = Debug.AddCard("Grapha, Dragon Lord of Dark World", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	for i = 1, 6 do
		Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	end
	local bug = Debug.AddCard("Man-Eater Bug", 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	-- a card Grapha could destroy, were it to trigger
	local monster = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)

	t:Phase(0, PHASE_END)
	t:Select(0, {assailant, grapha}) -- the hand-limit discard
	-- Night Assailant's mandatory trigger: the only one (a second would need a second target)
	t:Select(0, {bug})
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(assailant, LOCATION_GRAVE, 0)
	t:ExpectCard(grapha, LOCATION_GRAVE, 0)
	t:ExpectCard(bug, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_HAND, 7)
	t:ExpectCard(monster, LOCATION_MZONE, 1)
end)
