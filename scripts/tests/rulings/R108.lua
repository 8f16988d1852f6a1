-- R108: for a card that can be activated only once per turn, an activation that was negated does not
-- use up the limit: another copy may be activated the same turn.
local RING = 83555666 -- Ring of Destruction: only 1 per turn
local SEVEN_TOOLS = 3819470 -- Seven Tools of the Bandit
local VORSE = 14898066 -- ATK 1900

Test("R108 a negated Ring of Destruction does not use up the turn's activation", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(SEVEN_TOOLS, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local first = Debug.AddCard(RING, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local second = Debug.AddCard(RING, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(1, first)
	t:Select(1, {vorse})
	t:Activate(0, SEVEN_TOOLS)
	t:Run()
	t:ExpectLP(0, 7000)
	t:ExpectCard(first, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	-- the same turn, the second copy may still be activated
	t:Activate(1, second)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectLP(1, 6100)
	t:ExpectLP(0, 5100)
	t:ExpectTurn(3)
	t:ExpectCard(second, LOCATION_GRAVE, 1)
end)

Test("R108 contrast: a Ring of Destruction that resolved uses up the turn's activation", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local other = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local first = Debug.AddCard(RING, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local second = Debug.AddCard(RING, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(1, first)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectLP(1, 6100)
	t:ExpectNotOffered(1, second) -- player 1's next window, at the end of Main Phase 1
	t:Phase(0, PHASE_END)
	t:ExpectNotOffered(1, second)
	t:Run()
	t:ExpectCard(second, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectCard(other, LOCATION_MZONE, 0)
end)
