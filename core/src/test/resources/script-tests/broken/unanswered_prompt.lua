Test("an unanswered prompt", function(t)
	for i = 1, 7 do
		Debug.AddCard(91152256, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	end
	t:Phase(1, PHASE_DRAW) -- the End Phase asks player 0 to discard 1 card: no t:Select is queued
	t:Run()
end)
