-- R101: a Token can never be turned face-down, so Book of Moon cannot choose one.

Test("R101 with only Sheep Tokens on the field Book of Moon cannot be activated", function(t)
	for p = 0, 1 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local goat = Debug.AddCard("Scapegoat", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local book = Debug.AddCard("Book of Moon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_BATTLE_START)
	t:Activate(1, goat)
	t:Run()
	t:ExpectCount(1, LOCATION_MZONE, 4)
	t:ExpectCannotActivate(0, book)
end)
