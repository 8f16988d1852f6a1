-- Phases skipped by an effect (EFFECT_SKIP_M1, R007), driven from a player effect registered by the test.
local VORSE = 14898066

local function skipMainPhase1(owner)
	local e = Effect.CreateEffect(owner)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(EFFECT_SKIP_M1)
	e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e:SetTargetRange(0, 1)
	e:SetReset(RESET_PHASE + PHASE_END + RESET_OPPO_TURN)
	Duel.RegisterEffect(e, 0)
end

Test("without Main Phase 1 the player goes from the Standby Phase to the Battle Phase, and summons in Main Phase 2", function(t)
	local owner = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hand = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Check(0, function() skipMainPhase1(owner) end)
	t:Phase(1, PHASE_BATTLE_STEP)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCount(1, LOCATION_MZONE, 0) -- no Main Phase 1 came to summon in
	t:Phase(1, PHASE_MAIN2)
	t:Summon(1, hand)
	t:Run()
	t:ExpectCard(hand, LOCATION_MZONE, 1)
end)

Test("without Main Phase 1 the player may go straight to the End Phase, and the skip lasts one turn", function(t)
	local owner = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hand = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	for i = 1, 2 do
		Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
	t:Check(0, function() skipMainPhase1(owner) end)
	t:Phase(1, PHASE_END)
	t:Check(1, function(t)
		t:ExpectTurn(4)
		t:ExpectPhase(PHASE_END)
		t:ExpectCount(1, LOCATION_MZONE, 0)
	end)
	t:Phase(1, PHASE_MAIN1) -- turn 6 has its Main Phase 1 again
	t:Summon(1, hand)
	t:Run()
	t:ExpectCard(hand, LOCATION_MZONE, 1)
end)
