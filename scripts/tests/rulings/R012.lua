-- R012: at the start of each phase and step the turn player has priority first; the game moves on
-- only after both players pass in succession with no chain pending, and after a chain resolves the
-- turn player has priority again.

Test("R012 both players pass, the turn player first, before the Battle Step begins", function(t)
	t:Phase(0, PHASE_BATTLE_START)
	t:Check(0, function(t) t:ExpectPhase(PHASE_BATTLE_START) end)
	t:Pass(0)
	-- after the turn player passes, the opponent may act, still in the Start Step
	t:Check(1, function(t) t:ExpectPhase(PHASE_BATTLE_START) end)
	t:Pass(1)
	-- both passed: the Battle Step
	t:Check(0, function(t) t:ExpectPhase(PHASE_BATTLE_STEP) end)
	t:Run()
	t:ExpectPhase(PHASE_BATTLE_STEP)
end)

Test("R012 in the opponent's turn the turn player acts first too", function(t)
	for p = 0, 1 do
		Debug.AddCard("Celtic Guardian", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
	t:Phase(1, PHASE_STANDBY)
	t:Check(1, function(t) t:ExpectPhase(PHASE_STANDBY) end)
	t:Pass(1)
	t:Check(0, function(t) t:ExpectPhase(PHASE_STANDBY) end)
	t:Pass(0)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectPhase(PHASE_MAIN1)
end)

Test("R012 after a chain in the Start Step the turn player has priority again", function(t)
	local setCard = Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local typhoon = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 3, POS_FACEDOWN)
	t:Phase(0, PHASE_BATTLE_START)
	t:Pass(0)
	-- player 1 destroys player 0's Set card
	t:Activate(1, typhoon)
	t:Select(1, {setCard})
	t:Pass(0) -- no response
	-- the chain resolved: player 0 has priority again, still in the Start Step
	t:Check(0, function(t)
		t:ExpectPhase(PHASE_BATTLE_START)
		t:ExpectChainLength(0)
		t:ExpectCard(setCard, LOCATION_GRAVE, 0)
	end)
	t:Pass(0)
	t:Pass(1)
	t:Check(0, function(t) t:ExpectPhase(PHASE_BATTLE_STEP) end)
	t:Run()
	t:ExpectCard(typhoon, LOCATION_GRAVE, 1)
end)
