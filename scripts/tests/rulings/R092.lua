-- R092: a card destroyed by an effect or by battle is sent to the GY, and counts both as destroyed
-- and as sent to the GY; if an effect banishes cards that would go to the GY instead, it is banished,
-- and its "sent to the GY" effects do not activate.
-- Sangan: if sent from the field to the GY: add a monster with 1500 or less ATK
-- Vorse Raider: ATK 1900
-- Celtic Guardian: ATK 1400: Sangan may add it

Test("R092 Dark Hole sends Sangan and Vorse Raider to their owners' GYs, and Sangan searches", function(t)
	local sangan = Debug.AddCard("Sangan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, hole)
	t:Select(0, {celtic}) -- Sangan's search, after the chain
	t:Run()
	t:ExpectCard(sangan, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(celtic, LOCATION_HAND, 0)
	assert(sangan:IsReason(REASON_DESTROY), "Sangan does not count as destroyed")
	assert(vorse:IsReason(REASON_DESTROY), "Vorse Raider does not count as destroyed")
end)

Test("R092 Sangan destroyed by battle goes to the GY and searches", function(t)
	local sangan = Debug.AddCard("Sangan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK) -- ATK 1000
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, sangan, vorse)
	t:Select(0, {celtic})
	t:Run()
	t:ExpectLP(0, 8000 - 900)
	t:ExpectCard(sangan, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_HAND, 0)
	assert(sangan:IsReason(REASON_DESTROY) and sangan:IsReason(REASON_BATTLE), "Sangan does not count as destroyed by battle")
end)

Test("R092 under Banisher of the Light Sangan destroyed by Tribute to the Doomed is banished and does not search", function(t)
	local sangan = Debug.AddCard("Sangan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- searchable
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw
	Debug.AddCard("Banisher of the Light", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local doomed = Debug.AddCard("Tribute to the Doomed", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local cost = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(1, PHASE_MAIN1)
	t:Activate(1, doomed)
	t:Select(1, {cost})
	t:Select(1, {sangan})
	t:Run()
	-- banished instead of sent to the GY: no search
	t:ExpectCard(sangan, LOCATION_REMOVED, 0)
	t:ExpectCard(celtic, LOCATION_DECK, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 0)
	t:ExpectCard(cost, LOCATION_REMOVED, 1) -- the discarded cost is banished too
	assert(sangan:IsReason(REASON_DESTROY), "the banished Sangan does not count as destroyed")
end)
