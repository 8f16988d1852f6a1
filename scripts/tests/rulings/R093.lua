-- R093: cards discarded by an effect count as discarded and as sent from the hand to the GY, not as
-- destroyed; if an effect banishes cards that would go to the GY instead, they are banished.
-- Night Assailant: sent from the hand to the GY: return a Flip monster
-- Man-Eater Bug, a Flip monster

Test("R093 Night Assailant discarded under Banisher of the Light is banished and does not trigger", function(t)
	local assailant = Debug.AddCard("Night Assailant", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bug = Debug.AddCard("Man-Eater Bug", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local drawn = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Banisher of the Light", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local destruction = Debug.AddCard("Card Destruction", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, destruction)
	t:Run()
	t:ExpectCard(assailant, LOCATION_REMOVED, 0)
	t:ExpectCard(bug, LOCATION_GRAVE, 0) -- no trigger returned it
	t:ExpectCard(drawn, LOCATION_HAND, 0) -- the banished card still counted as discarded: 1 draw
	t:ExpectCount(0, LOCATION_HAND, 1)
	assert(assailant:IsReason(REASON_DISCARD), "the banished Night Assailant does not count as discarded")
	assert(not assailant:IsReason(REASON_DESTROY), "the discarded Night Assailant counts as destroyed")
end)

Test("R093 without Banisher of the Light, the discarded Night Assailant returns Man-Eater Bug to the hand", function(t)
	local assailant = Debug.AddCard("Night Assailant", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bug = Debug.AddCard("Man-Eater Bug", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local drawn = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local destruction = Debug.AddCard("Card Destruction", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, destruction)
	t:Select(0, {bug}) -- Night Assailant's mandatory trigger, after the chain
	t:Run()
	t:ExpectCard(assailant, LOCATION_GRAVE, 0)
	t:ExpectCard(bug, LOCATION_HAND, 0)
	t:ExpectCard(drawn, LOCATION_HAND, 0)
	assert(assailant:IsReason(REASON_DISCARD), "Night Assailant does not count as discarded")
	assert(not assailant:IsReason(REASON_DESTROY), "the discarded Night Assailant counts as destroyed")
end)
