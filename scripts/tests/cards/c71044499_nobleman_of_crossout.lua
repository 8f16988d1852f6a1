-- Nobleman of Crossout (71044499): target 1 face-down monster; destroy and banish it; if it is a
-- Flip monster, both players banish every card with its name from their Main Decks.
local NOBLEMAN = 71044499
local BUG = 54652250    -- Man-Eater Bug, a Flip monster
local VORSE = 14898066
local BSG = 65240384

Test("Nobleman of Crossout banishes a face-down Flip monster and every copy in both Decks", function(t)
	local bug = Debug.AddCard(BUG, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local deck1 = Debug.AddCard(BUG, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local deck0 = Debug.AddCard(BUG, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local other = Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(NOBLEMAN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, NOBLEMAN)
	t:Select(0, {bug})
	t:Run()
	t:ExpectCard(bug, LOCATION_REMOVED, 1)
	t:ExpectCard(deck1, LOCATION_REMOVED, 1)
	t:ExpectCard(deck0, LOCATION_REMOVED, 0)
	t:ExpectCard(other, LOCATION_DECK, 1)
	t:ExpectCount(1, LOCATION_GRAVE, 0)
end)

Test("Nobleman of Crossout on a non-Flip monster banishes only that one; face-up monsters cannot be targeted", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local copy = Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(NOBLEMAN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, NOBLEMAN)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
	t:ExpectCard(copy, LOCATION_DECK, 1)
	t:ExpectCard(VORSE, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
end)
