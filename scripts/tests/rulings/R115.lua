-- R115: a Trap Monster turned face-down goes back Set to its original Spell & Trap Zone and can be
-- activated again on a later turn; with its effects negated it goes face-up to that zone and stays a
-- Trap Card there even after the negation ends.
-- Embodiment of Apophis: Trap Monster

Test("R115 Book of Moon on Embodiment of Apophis: it goes back Set to its Spell & Trap Zone and can be activated next turn", function(t)
	t:Start{player=1, turn=2}
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local apophis = Debug.AddCard("Embodiment of Apophis", 1, 1, LOCATION_SZONE, 3, POS_FACEDOWN)
	local book = Debug.AddCard("Book of Moon", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(1, apophis)
	t:Run()
	t:ExpectCard(apophis, LOCATION_MZONE, 1, POS_FACEUP)
	t:Activate(0, book) -- at player 0's next window
	t:Select(0, {apophis})
	t:Run()
	t:ExpectCard(apophis, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectCount(1, LOCATION_MZONE, 0)
	-- not in the turn it was Set again: player 1's next turn
	t:Phase(1, PHASE_MAIN1)
	t:Activate(1, apophis)
	t:Run()
	t:ExpectCard(apophis, LOCATION_MZONE, 1, POS_FACEUP)
end)

Test("R115 Royal Decree sends Embodiment of Apophis face-up to its Spell & Trap Zone, where it stays after Royal Decree is gone", function(t)
	t:Start{player=1, turn=2}
	local apophis = Debug.AddCard("Embodiment of Apophis", 1, 1, LOCATION_SZONE, 3, POS_FACEDOWN)
	local decree = Debug.AddCard("Royal Decree", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, apophis)
	t:Run()
	t:ExpectCard(apophis, LOCATION_MZONE, 1, POS_FACEUP)
	t:Activate(0, decree) -- at player 0's next window
	t:Run()
	t:ExpectCard(apophis, LOCATION_SZONE, 1, POS_FACEUP)
	t:ExpectCount(1, LOCATION_MZONE, 0)
	t:Activate(1, mst)
	t:Select(1, {decree})
	t:Run()
	t:ExpectCard(decree, LOCATION_GRAVE, 0)
	t:ExpectCard(apophis, LOCATION_SZONE, 1, POS_FACEUP) -- still a Trap Card, not a monster again
	t:ExpectCount(1, LOCATION_MZONE, 0)
end)
