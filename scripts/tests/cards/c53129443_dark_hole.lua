-- Dark Hole (53129443): destroy every monster on the field; it does not target.

Test("Dark Hole destroys every monster on both sides", function(t)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Dark Hole")
	t:Run()
	t:ExpectCount(0, LOCATION_MZONE, 0)
	t:ExpectCount(1, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 2) -- Vorse Raider and Dark Hole
end)

Test("Dark Hole cannot be activated in the opponent's turn (Spell Speed 1)", function(t)
	for p = 0, 1 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local set = Debug.AddCard("Dark Hole", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Phase(1, PHASE_MAIN1)
	t:ExpectNotOffered(0, set)
	t:Phase(1, PHASE_END)
	t:Run()
end)
