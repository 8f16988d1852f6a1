-- R002: the player who takes the first turn of the duel cannot enter the Battle Phase that turn.

-- a few cards in each Deck, so that the coming draws do not end the duel
local function fillDecks()
	for p = 0, 1 do
		for i = 1, 5 do
			Debug.AddCard("Celtic Guardian", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
end

Test("R002 the first turn has no Battle Phase", function(t)
	fillDecks()
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Start{player = 0, turn = 1, phase = PHASE_MAIN1}
	t:Summon(0, "Vorse Raider")
	-- after Main Phase 1 only the End Phase is offered
	t:ExpectIllegal(0, "Phase", PHASE_BATTLE_START)
	t:ExpectIllegal(0, "Phase", PHASE_MAIN2)
	t:Run()
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0, POS_FACEUP_ATTACK)

	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectLP(1, 8000)
end)

Test("R002 the second player may enter the Battle Phase on turn 2", function(t)
	fillDecks()
	t:Start{player = 0, turn = 1, phase = PHASE_MAIN1}
	t:Phase(1, PHASE_BATTLE_STEP)
	t:Run()
	t:ExpectTurn(2)
	t:ExpectPhase(PHASE_BATTLE_STEP)
end)
