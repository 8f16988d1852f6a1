-- Prohibition (43711255): the declared card cannot be used, except copies already on the field.
local PROHIBITION = 43711255
local MST = 5318639 -- Mystical Space Typhoon
local VORSE = 14898066

-- player 0 activates Prohibition declaring Mystical Space Typhoon in turn 3; then player 1's turn 4
local function prohibit(t)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local prohibition = Debug.AddCard(PROHIBITION, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, prohibition)
	t:Announce(0, MST)
	t:Run()
	t:ExpectCard(prohibition, LOCATION_SZONE, 0, POS_FACEUP)
	return prohibition
end

Test("Prohibition declaring Mystical Space Typhoon: the copy in the opponent's hand cannot be activated", function(t)
	local mst = Debug.AddCard(MST, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	prohibit(t)
	t:Phase(1, PHASE_MAIN1)
	t:ExpectNotOffered(1, mst)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(mst, LOCATION_HAND, 1)
end)

Test("Prohibition declaring Mystical Space Typhoon: the copy in the opponent's hand cannot be Set", function(t)
	local mst = Debug.AddCard(MST, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	prohibit(t)
	t:Phase(1, PHASE_MAIN1)
	t:ExpectIllegal(1, "Set", mst)
	t:Run()
	t:ExpectTurn(4)
end)

Test("Prohibition: a copy Set before it resolved can still be activated, one in the hand cannot", function(t)
	local setmst = Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local handmst = Debug.AddCard(MST, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local prohibition = prohibit(t)
	t:Phase(1, PHASE_MAIN1)
	t:ExpectNotOffered(1, handmst)
	t:Activate(1, setmst)
	t:Select(1, {prohibition})
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(prohibition, LOCATION_GRAVE, 0)
	t:ExpectCard(setmst, LOCATION_GRAVE, 1)
	t:ExpectCard(handmst, LOCATION_HAND, 1)
end)
