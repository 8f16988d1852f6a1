-- Interdimensional Matter Transporter (36261276): Normal Trap; target 1 face-up monster you control;
-- banish it until the End Phase of this turn.
local IMT = 36261276
local VORSE = 14898066
local CELTIC = 91152256

Test("Interdimensional Matter Transporter banishes a face-up monster of its controller", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local imt = Debug.AddCard(IMT, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, celtic, vorse)
	t:Activate(1, imt) -- in answer to the attack: the attack target is gone
	t:Select(1, {vorse})
	t:CancelAttack(0) -- the replay: player 0 stops attacking
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
	t:ExpectCard(imt, LOCATION_GRAVE, 1)
	t:ExpectCard(celtic, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(1, 8000)
end)

Test("Interdimensional Matter Transporter cannot target a face-down monster or an opponent's monster", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local imt = Debug.AddCard(IMT, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, imt)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(imt, LOCATION_SZONE, 0, POS_FACEDOWN)
end)

Test("Interdimensional Matter Transporter: the banished monster is back in the End Phase in its position", function(t)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	local imt = Debug.AddCard(IMT, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, imt)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
	t:Phase(1, PHASE_DRAW)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
end)

Test("a monster banished by Interdimensional Matter Transporter that moved meanwhile does not come back", function(t)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local imt = Debug.AddCard(IMT, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, imt)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
	-- an effect returns the banished card to the Deck before the End Phase
	t:Check(0, function() Duel.SendtoDeck(vorse, nil, 2, REASON_EFFECT) end)
	t:Phase(1, PHASE_DRAW)
	t:Run()
	t:ExpectCard(vorse, LOCATION_DECK, 0)
	t:ExpectCount(0, LOCATION_MZONE, 0)
end)
