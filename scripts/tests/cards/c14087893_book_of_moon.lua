-- Book of Moon (14087893): target 1 face-up monster on the field; change it to face-down Defense Position.

Test("Book of Moon turns a face-up monster face-down", function(t)
	Debug.AddCard("Book of Moon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, "Book of Moon")
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
end)

Test("Book of Moon in the hand cannot be used in the opponent's turn (R011)", function(t)
	for p = 0, 1 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local book = Debug.AddCard("Book of Moon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Phase(1, PHASE_MAIN1)
	t:ExpectNotOffered(0, book)
	t:Phase(1, PHASE_END)
	t:Run()
end)
