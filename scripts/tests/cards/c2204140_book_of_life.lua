-- Book of Life (2204140): target a Zombie in your GY and a monster in the opponent's GY; Special
-- Summon the first, banish the second, each independently.
-- Mystical Space Typhoon: a Quick-Play Spell, unused: only for the GY

Test("Book of Life revives the Zombie and banishes the opponent's monster", function(t)
	local zombie = Debug.AddCard("Armored Zombie", 0, 0, LOCATION_GRAVE, 0, 0)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_GRAVE, 0, 0)
	Debug.AddCard("Book of Life", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Book of Life")
	t:Select(0, {zombie})
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(zombie, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
	t:ExpectCount(1, LOCATION_GRAVE, 0)
end)

Test("Book of Life needs a Zombie in its user's GY and a monster in the opponent's", function(t)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_GRAVE, 0, 0)   -- not a Zombie
	Debug.AddCard("Armored Zombie", 1, 1, LOCATION_GRAVE, 0, 0)   -- a Zombie, but the opponent's
	Debug.AddCard("Book of Life", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Book of Life")
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Book of Life cannot be activated with no monster in the opponent's GY", function(t)
	Debug.AddCard("Armored Zombie", 0, 0, LOCATION_GRAVE, 0, 0)
	Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_GRAVE, 0, 0) -- a Spell is not a monster
	Debug.AddCard("Book of Life", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Book of Life")
	t:Phase(0, PHASE_END)
	t:Run()
end)

-- card text: "Special Summoned to your field (face-up, either position)": its player chooses
Test("Book of Life may revive the Zombie in face-up Defense Position", function(t)
	local zombie = Debug.AddCard("Armored Zombie", 0, 0, LOCATION_GRAVE, 0, 0)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_GRAVE, 0, 0)
	Debug.AddCard("Book of Life", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Book of Life")
	t:Select(0, {zombie, vorse})
	t:Position(0, POS_FACEUP_DEFENSE)
	t:Run()
	t:ExpectCard(zombie, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
end)
