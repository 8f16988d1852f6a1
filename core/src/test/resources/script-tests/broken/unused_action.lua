Test("an unused action", function(t)
	Debug.AddCard(14898066, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, 14898066) -- queued, but t:Run() is never called
end)
