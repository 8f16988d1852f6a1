Test("a Lua error in a card script", function(t)
	Debug.AddCard(14898066, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
end)
