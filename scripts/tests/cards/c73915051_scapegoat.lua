-- Scapegoat (73915051): 4 Sheep Tokens (73915052) in face-up Defense Position, if its player has not
-- summoned this turn; they cannot be tributed for a Tribute Summon; no summons for the rest of the turn.

Test("Scapegoat summons four Sheep Tokens in face-up Defense Position", function(t)
	Debug.AddCard("Scapegoat", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Scapegoat")
	t:Run()
	t:ExpectCount(0, LOCATION_MZONE, 4)
	t:ExpectCard("Sheep Token", LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectCard("Scapegoat", LOCATION_GRAVE, 0)
end)

Test("Scapegoat cannot be activated after a summon this turn, and forbids summons after it", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local goat = Debug.AddCard("Scapegoat", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, "Vorse Raider")
	t:ExpectNotOffered(0, goat)
	t:Run()
end)

Test("no Normal Summon after Scapegoat, and its tokens cannot be tributed", function(t)
	Debug.AddCard("Scapegoat", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Scapegoat")
	t:ExpectIllegal(0, "Summon", "Vorse Raider")
	t:ExpectIllegal(0, "Set", "Vorse Raider")
	t:Run()
end)
