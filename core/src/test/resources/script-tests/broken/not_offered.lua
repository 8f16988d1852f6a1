Test("an activation expected to be offered is not", function(t)
	Debug.AddCard(5318639, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectOffered(0, 5318639) -- Mystical Space Typhoon has no Spell or Trap to target
	t:Run()
end)
