Test("an unused answer", function(t)
	Debug.AddCard(14898066, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, 14898066)
	t:Select(0, {14898066}) -- a Level 4 monster needs no tribute: nothing asks for this
	t:Run()
end)
