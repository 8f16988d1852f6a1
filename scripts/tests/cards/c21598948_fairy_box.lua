-- Fairy Box (21598948): each time an opponent's monster declares an attack, call a coin toss; if the
-- call is right, the attacker's ATK is 0 until the end of the Battle Phase. Pay 500 LP in each of
-- your Standby Phases or destroy it.
-- Vorse Raider: 1900
-- Celtic Guardian: 1400

Test("Fairy Box: a right call makes the attacker battle with 0 ATK", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Fairy Box", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	t:Attack(0, vorse, celtic)
	t:Announce(1, 0) -- tails
	t:Coin(1, false) -- tails: right
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0) -- 0 against 1400
	t:ExpectLP(0, 8000 - 1400)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
end)

Test("Fairy Box: the zero lasts only until the end of the Battle Phase", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Fairy Box", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	t:Attack(0, vorse) -- a direct attack
	t:Announce(1, 1)
	t:Coin(1, true)
	t:Run()
	t:ExpectLP(1, 8000)
	t:ExpectAttack(vorse, 0)
	t:Phase(0, PHASE_MAIN2)
	t:Run()
	t:ExpectAttack(vorse, 1900)
end)

Test("Fairy Box: a wrong call changes nothing", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Fairy Box", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	t:Attack(0, vorse, celtic)
	t:Announce(1, 1)
	t:Coin(1, false)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 500)
end)

Test("Fairy Box does not toss for its controller's own attacks", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Fairy Box", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	t:Attack(0, vorse) -- no call is asked
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
end)

Test("Fairy Box maintenance: 500 LP in its controller's Standby Phase, or it is destroyed", function(t)
	t:Start{player=1, turn=2, phase=PHASE_END}
	for i = 1, 2 do
		Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
	local box = Debug.AddCard("Fairy Box", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	t:Yes(0) -- turn 3: pay
	t:Phase(0, PHASE_MAIN1)
	t:Run()
	t:ExpectLP(0, 8000 - 500)
	t:ExpectCard(box, LOCATION_SZONE, 0, POS_FACEUP)
	t:No(0) -- turn 5: do not pay
	t:Phase(0, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectLP(0, 8000 - 500)
	t:ExpectCard(box, LOCATION_GRAVE, 0)
end)
