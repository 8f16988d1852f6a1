-- R069: Big Shield Gardna, face-down and the only target of a Spell, turns face-up and negates it.

Test("R069 Nobleman of Crossout on a face-down Big Shield Gardna is negated and Gardna stays", function(t)
	local gardna = Debug.AddCard("Big Shield Gardna", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local nobleman = Debug.AddCard("Nobleman of Crossout", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, nobleman)
	t:Select(0, {gardna})
	t:Run()
	t:ExpectCard(gardna, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCard(nobleman, LOCATION_GRAVE, 0)
end)
