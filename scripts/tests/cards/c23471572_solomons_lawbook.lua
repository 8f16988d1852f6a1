-- Solomon's Lawbook (23471572): Normal Trap; you skip your next Standby Phase (activated during your
-- own Standby Phase, the Standby Phase of your next turn). Imperial Order (61740673) shows which
-- Standby Phases happen: its controller pays 700 LP in every one, whoever's turn it is.

local function setup(draws)
	for p = 0, 1 do
		for i = 1, draws do
			Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
	Debug.AddCard("Imperial Order", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	return Debug.AddCard("Solomon's Lawbook", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
end

Test("Solomon's Lawbook skips its controller's next Standby Phase, not the opponent's, and only once", function(t)
	local lawbook = setup(3)
	t:Activate(0, lawbook)
	t:Run()
	t:ExpectCard(lawbook, LOCATION_GRAVE, 0)
	t:Phase(1, PHASE_MAIN1) -- turn 4: player 1's Standby Phase happens
	t:Run()
	t:ExpectLP(0, 7300)
	t:Phase(0, PHASE_MAIN1) -- turn 5: player 0's Standby Phase is skipped
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCount(0, LOCATION_HAND, 1) -- the Draw Phase still happened
	t:ExpectLP(0, 7300)
	t:Phase(0, PHASE_MAIN1) -- turns 6 and 7: both Standby Phases happen again
	t:Run()
	t:ExpectTurn(7)
	t:ExpectLP(0, 5900)
end)

Test("activated during its controller's own Standby Phase, it skips the Standby Phase of their next turn", function(t)
	local lawbook = setup(4)
	t:Phase(0, PHASE_STANDBY) -- turn 5 (upkeeps paid in turns 4 and 5)
	t:Activate(0, lawbook)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectLP(0, 6600)
	t:Phase(0, PHASE_MAIN1) -- turn 6 pays, turn 7 is skipped
	t:Run()
	t:ExpectTurn(7)
	t:ExpectLP(0, 5900)
	t:Phase(0, PHASE_MAIN1) -- turns 8 and 9 pay
	t:Run()
	t:ExpectTurn(9)
	t:ExpectLP(0, 4500)
end)

Test("activated during the opponent's Standby Phase, it skips the Standby Phase of its controller's next turn", function(t)
	local lawbook = setup(3)
	t:Phase(1, PHASE_STANDBY) -- turn 4 (its upkeep already paid)
	t:Activate(0, lawbook)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectLP(0, 7300)
	t:ExpectCard(lawbook, LOCATION_GRAVE, 0)
	t:Phase(0, PHASE_MAIN1) -- turn 5: skipped
	t:Run()
	t:ExpectTurn(5)
	t:ExpectLP(0, 7300)
end)

Test("activated during its controller's own Draw Phase, it skips the Standby Phase of that same turn", function(t)
	local lawbook = setup(3)
	t:Phase(0, PHASE_DRAW) -- turn 5 (upkeep paid in turn 4)
	t:Activate(0, lawbook)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectLP(0, 7300)
	t:Phase(0, PHASE_MAIN1) -- turns 6 and 7 pay again
	t:Run()
	t:ExpectTurn(7)
	t:ExpectLP(0, 5900)
end)
