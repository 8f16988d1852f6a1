Test("an answer of the wrong kind", function(t)
	for i = 1, 7 do
		Debug.AddCard(91152256, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	end
	t:Phase(1, PHASE_DRAW)
	t:Yes(0) -- the hand-limit discard asks for a selection
	t:Run()
end)
