-- R048: simultaneous triggers form one chain: mandatory before optional, the turn player's before
-- the opponent's.
local SANGAN = 26202165
local PETEN = 52624755
local DARK_HOLE = 53129443
local CELTIC = 91152256 -- ATK 1400: a card Sangan can search

Test("R048 both players' mandatory and optional triggers from one Dark Hole, in SEGOC order", function(t)
	local sangan0 = Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local peten0 = Debug.AddCard(PETEN, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local sangan1 = Debug.AddCard(SANGAN, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local peten1 = Debug.AddCard(PETEN, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local search0 = Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local search1 = Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local next0 = Debug.AddCard(PETEN, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local next1 = Debug.AddCard(PETEN, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DARK_HOLE)
	t:Pass(1) -- no response to Dark Hole; its triggers come after it resolves
	t:Yes(0) -- player 0's Peten
	t:Yes(1) -- player 1's Peten
	t:Check(1, function(t)
		t:ExpectChainLength(4)
		t:ExpectChainLink(1, sangan0)
		t:ExpectChainLink(2, sangan1)
		t:ExpectChainLink(3, peten0)
		t:ExpectChainLink(4, peten1)
	end)
	-- resolution, last to first: player 1's Peten, player 0's Peten, then the two searches
	t:Select(1, {next1})
	t:Select(0, {next0})
	t:Select(1, {search1})
	t:Select(0, {search0})
	t:Run()
	t:ExpectCard(next0, LOCATION_MZONE, 0)
	t:ExpectCard(next1, LOCATION_MZONE, 1)
	t:ExpectCard(search0, LOCATION_HAND, 0)
	t:ExpectCard(search1, LOCATION_HAND, 1)
end)

Test("R048 a player orders their own simultaneous triggers (t:Order)", function(t)
	local first = Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local second = Debug.AddCard(PETEN, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local third = Debug.AddCard(PETEN, 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(PETEN, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DARK_HOLE)
	t:Pass(1)
	-- both optional Peten triggers are activated, the third card's first
	t:Yes(0)
	t:Yes(0)
	t:Order(0, {third, second})
	t:Check(1, function(t)
		t:ExpectChainLength(3)
		t:ExpectChainLink(1, first)
		t:ExpectChainLink(2, third)
		t:ExpectChainLink(3, second)
	end)
	t:Select(0, {PETEN})
	t:Select(0, {CELTIC})
	t:Run()
end)

local ZABORG = 51945556
local MOBIUS = 4929256
local BTH = 29401950
local MST = 5318639
local VORSE = 14898066

Test("R048 Sangan tributed for Zaborg: two mandatory triggers, their player orders them", function(t)
	local sangan = Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local zaborg = Debug.AddCard(ZABORG, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local found = Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Summon(0, zaborg)
	t:Select(0, {sangan})
	t:Order(0, {zaborg, sangan})
	t:Select(0, {vorse}) -- Zaborg's target
	t:Pass(1) -- the summon-negation window
	t:Check(1, function(t)
		t:ExpectChainLength(2)
		t:ExpectChainLink(1, zaborg)
		t:ExpectChainLink(2, sangan)
	end)
	t:Select(0, {found})
	t:Run()
	t:ExpectCard(found, LOCATION_HAND, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
end)

Test("R048 Sangan (mandatory) before Mobius (optional); Bottomless Trap Hole on top does not stop either", function(t)
	local sangan = Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mobius = Debug.AddCard(MOBIUS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local found = Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local bth = Debug.AddCard(BTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mst = Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Summon(0, mobius)
	t:Select(0, {sangan})
	t:Yes(0) -- Mobius's optional trigger
	t:Select(0, {mst}) -- one Spell/Trap as its target
	t:Activate(1, bth)
	t:Check(0, function(t)
		t:ExpectChainLength(3)
		t:ExpectChainLink(1, sangan)
		t:ExpectChainLink(2, mobius)
		t:ExpectChainLink(3, bth)
	end)
	t:Select(0, {found})
	t:Run()
	t:ExpectCard(mobius, LOCATION_REMOVED, 0)
	t:ExpectCard(mst, LOCATION_GRAVE, 1)
	t:ExpectCard(found, LOCATION_HAND, 0)
end)
