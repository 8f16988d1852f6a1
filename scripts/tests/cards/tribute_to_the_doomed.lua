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
	local SANGAN, BANISHER = 26202165, 61528025
	local sangan = Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	for p = 0, 1 do Debug.AddCard(14898066, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(BANISHER, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local doomed = Debug.AddCard(DOOMED, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local cost = Debug.AddCard(14898066, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(1, PHASE_MAIN1)
	t:Activate(1, doomed)
	t:Select(1, {cost})
	t:Select(1, {sangan})
	t:Run()
	-- banished instead of sent to the GY: no search
	t:ExpectCard(sangan, LOCATION_REMOVED, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCard(cost, LOCATION_REMOVED, 1) -- the discarded cost is banished too
end)

Test("R097 a monster taken with Snatch Steal and destroyed goes to its owner's GY", function(t)
	local SNATCH, SKULL = 45986603, 70781052
	for p = 0, 1 do Debug.AddCard(14898066, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local skull = Debug.AddCard(SKULL, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(SNATCH, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local doomed = Debug.AddCard(DOOMED, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local cost = Debug.AddCard(14898066, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, SNATCH)
	t:Select(0, {skull})
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 0)
	t:Phase(1, PHASE_MAIN1)
	t:Activate(1, doomed)
	t:Select(1, {cost})
	t:Select(1, {skull})
	t:Run()
	t:ExpectCard(skull, LOCATION_GRAVE, 1)
	t:ExpectCard(SNATCH, LOCATION_GRAVE, 0)
end)
