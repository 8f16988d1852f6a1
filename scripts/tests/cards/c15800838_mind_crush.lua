-- Mind Crush (15800838): the opponent discards every card with the declared name, or you discard 1
-- card at random.
local MIND_CRUSH = 15800838
local VORSE = 14898066
local CELTIC = 91152256

Test("Mind Crush makes the opponent discard every card with the declared name", function(t)
	local a = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local b = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local keep = Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local mine = Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local crush = Debug.AddCard(MIND_CRUSH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, crush)
	t:Announce(0, VORSE)
	t:Run()
	t:ExpectCard(a, LOCATION_GRAVE, 1)
	t:ExpectCard(b, LOCATION_GRAVE, 1)
	t:ExpectCard(keep, LOCATION_HAND, 1)
	t:ExpectCard(mine, LOCATION_HAND, 0)
end)

Test("Mind Crush declaring a name the opponent does not hold: its user discards 1 card", function(t)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local mine = Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local crush = Debug.AddCard(MIND_CRUSH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, crush)
	t:Announce(0, VORSE)
	t:Run()
	t:ExpectCount(1, LOCATION_HAND, 1)
	t:ExpectCard(mine, LOCATION_GRAVE, 0)
end)

Test("Mind Crush cannot be activated while its user's hand is empty", function(t)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local crush = Debug.AddCard(MIND_CRUSH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, crush)
	t:Run()
end)
