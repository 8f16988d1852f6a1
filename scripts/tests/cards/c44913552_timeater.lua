-- Timeater (44913552): when it destroys an opponent's monster by battle, that player skips the
-- Main Phase 1 of their next turn.
-- Timeater: ATK 1900, DEF 1700
-- Celtic Guardian: ATK 1400
-- Vorse Raider: ATK 1900

local function decks(n)
	for i = 1, n do
		Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
	return Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
end

Test("Timeater destroys a monster by battle: the opponent has no Main Phase 1 next turn", function(t)
	local timeater = Debug.AddCard("Timeater", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local hand = decks(2)
	t:Attack(0, timeater, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000)
	t:Phase(1, PHASE_STANDBY)
	t:ExpectIllegal(1, "Summon", hand)
	t:Phase(1, PHASE_END)
	t:Check(1, function(t)
		t:ExpectTurn(4)
		t:ExpectCount(1, LOCATION_MZONE, 0)
	end)
	-- the skip is over: turn 6 has its Main Phase 1
	t:Phase(1, PHASE_MAIN1)
	t:Summon(1, hand)
	t:Run()
	t:ExpectTurn(6)
	t:ExpectCard(hand, LOCATION_MZONE, 1)
end)

Test("Timeater destroyed in the same battle (1900 against 1900): no skip", function(t)
	local timeater = Debug.AddCard("Timeater", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hand = decks(1)
	t:Attack(0, timeater, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(timeater, LOCATION_GRAVE, 0)
	t:Phase(1, PHASE_MAIN1)
	t:Summon(1, hand)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(hand, LOCATION_MZONE, 1)
end)

Test("Timeater destroys an attacker in the opponent's turn: they skip the Main Phase 1 of their following turn", function(t)
	t:Start{player = 1, turn = 4}
	local timeater = Debug.AddCard("Timeater", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hand = decks(2)
	t:Attack(1, celtic, timeater)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 7500)
	t:Phase(1, PHASE_STANDBY) -- turn 6
	t:ExpectIllegal(1, "Summon", hand)
	t:Phase(1, PHASE_END)
	t:Check(1, function(t)
		t:ExpectTurn(6)
		t:ExpectCount(1, LOCATION_MZONE, 0)
	end)
	t:Run()
end)
