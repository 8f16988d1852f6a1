Test("an illegal action is never performed", function(t)
	Debug.AddCard(14898066, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(91152256, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, 14898066)
	t:Summon(0, 91152256) -- a second Normal Summon in the same turn
	t:Run()
end)
