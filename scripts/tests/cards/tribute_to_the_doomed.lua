-- Tribute to the Doomed (79759861): Normal Spell; discard 1 card; target 1 monster on the field;
-- destroy it.
local DOOMED = 79759861
local VORSE = 14898066
local CELTIC = 91152256
local MST = 5318639

Test("Tribute to the Doomed discards 1 and destroys the targeted monster", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local cost = Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DOOMED, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DOOMED)
	t:Select(0, {cost})
	t:Select(0, {vorse})
	t:Check(1, function(t)
		t:ExpectCard(cost, LOCATION_GRAVE, 0)
		t:ExpectCard(vorse, LOCATION_MZONE, 1)
	end)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(DOOMED, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
end)

Test("Tribute to the Doomed can destroy its own player's monster", function(t)
	local mine = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DOOMED, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DOOMED)
	t:Select(0, {CELTIC})
	t:Select(0, {mine})
	t:Run()
	t:ExpectCard(mine, LOCATION_GRAVE, 0)
end)

Test("Tribute to the Doomed cannot be activated as the only card in the hand (it cannot discard itself)", function(t)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(DOOMED, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, DOOMED)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("a Set Tribute to the Doomed needs a card in the hand to discard", function(t)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local set = Debug.AddCard(DOOMED, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, set)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Tribute to the Doomed cannot be activated with no monster on the field", function(t)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DOOMED, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, DOOMED)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("R092 a monster destroyed by Tribute to the Doomed is banished under Banisher of the Light", function(t)
	t:Skip("needs Banisher of the Light (61528025): replacing a move to the GY is not supported yet")
end)

Test("R097 a monster taken with Snatch Steal and destroyed goes to its owner's GY", function(t)
	t:Skip("needs Snatch Steal (45986603): taking control is not supported yet")
end)
