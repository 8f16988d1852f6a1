Test("a selection naming a card that is not a candidate", function(t)
	for i = 1, 7 do
		Debug.AddCard(91152256, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	end
	Debug.AddCard(14898066, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Phase(1, PHASE_DRAW)
	t:Select(0, {14898066}) -- Vorse Raider is on the field, not in the hand
	t:Run()
end)
