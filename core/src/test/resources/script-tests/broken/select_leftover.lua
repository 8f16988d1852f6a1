Test("a selection sequence naming more cards than the prompts take", function(t)
	Debug.AddCard(72989439, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Mystical Shine Ball", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	t:SpecialSummon(0, 72989439)
	t:Select(0, {"Mystical Shine Ball", "Vorse Raider", "Vorse Raider"}) -- one card too many
	t:Run()
end)
