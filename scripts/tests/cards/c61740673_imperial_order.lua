-- Imperial Order (61740673): Continuous Trap; Spell effects on the field are negated; upkeep of 700 LP
-- in every Standby Phase, or it is destroyed.
-- Snatch Steal: control of the equipped monster

local function deck(p, n)
	for i = 1, n do
		Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

Test("Imperial Order costs its controller 700 LP in each player's Standby Phase", function(t)
	deck(0, 2)
	deck(1, 2)
	local order = Debug.AddCard("Imperial Order", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	t:Phase(1, PHASE_MAIN1) -- turn 4, player 1's: one Standby Phase
	t:Run()
	t:ExpectLP(1, 7300)
	t:ExpectLP(0, 8000)
	t:Phase(0, PHASE_MAIN1) -- turn 5, player 0's: the upkeep is due in the opponent's Standby Phase too
	t:Run()
	t:ExpectLP(1, 6600)
	t:ExpectCard(order, LOCATION_SZONE, 1, POS_FACEUP)
end)

Test("Imperial Order is destroyed in the Standby Phase when its controller cannot pay 700 LP", function(t)
	deck(0, 2)
	deck(1, 2)
	Debug.SetPlayerInfo(1, 600, 0, 0)
	local order = Debug.AddCard("Imperial Order", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectLP(1, 600)
	t:ExpectCard(order, LOCATION_GRAVE, 1)
end)

Test("Imperial Order negates a Spell activated while it is face-up, and stops a face-up Spell's effect", function(t)
	deck(0, 2)
	local pot = Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local snatch = Debug.AddCard("Snatch Steal", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local order = Debug.AddCard("Imperial Order", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	-- Snatch Steal takes the monster while Imperial Order is still Set
	t:Activate(0, snatch)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	-- once Imperial Order is face-up, Snatch Steal's control effect stops: the monster goes back
	t:Activate(1, order)
	t:Activate(0, pot)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCard(pot, LOCATION_GRAVE, 0)
end)
