-- R072: under Banisher of the Light a monster going to the GY is banished instead, so its "sent to
-- the GY" trigger does not activate; destroyed together with it, Banisher's own effect no longer applies.

Test("R072 Sangan destroyed by battle under Banisher of the Light is banished and does not search", function(t)
	Debug.AddCard("Banisher of the Light", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local sangan = Debug.AddCard("Sangan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Sangan", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, sangan, vorse)
	t:Run()
	t:ExpectCard(sangan, LOCATION_REMOVED, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
end)

Test("R072 Dark Hole sends Banisher of the Light and Vorse Raider to the GY together", function(t)
	local banisher = Debug.AddCard("Banisher of the Light", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Dark Hole")
	t:Run()
	t:ExpectCard(banisher, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
end)
