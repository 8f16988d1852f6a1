-- R043: Spell Speed 1 (Normal Spells, ...) never answers anything; Spell Speed 2 (Quick-Play Spells,
-- Normal Traps, ...) answers Spell Speed 1 or 2; Spell Speed 3 (Counter Traps) answers anything, and
-- only Spell Speed 3 may answer Spell Speed 3.
-- Mystical Space Typhoon, speed 2
-- Dust Tornado, speed 2
-- Pot of Greed, speed 1
-- Magic Jammer, speed 3
-- Seven Tools of the Bandit, speed 3
-- Mirror Force: the Set card Mystical Space Typhoon aims at

Test("R043 Dust Tornado (speed 2) may answer Mystical Space Typhoon; a Set Pot of Greed may not", function(t)
	local mirror = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local dust = Debug.AddCard("Dust Tornado", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local pot = Debug.AddCard("Pot of Greed", 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {mirror})
	t:ExpectNotOffered(1, pot)
	t:Activate(1, dust)
	t:Select(1, {"Mystical Space Typhoon"}) -- the face-up Typhoon itself
	t:Run()
	-- Dust Tornado resolved first and destroyed the Typhoon, whose effect still resolved
	t:ExpectCard("Mystical Space Typhoon", LOCATION_GRAVE, 0)
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
	t:ExpectCard(dust, LOCATION_GRAVE, 1)
	t:ExpectCard(pot, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("R043 against a Counter Trap, only a Counter Trap: Dust Tornado may not answer Magic Jammer", function(t)
	for i = 1, 2 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local set = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local dust = Debug.AddCard("Dust Tornado", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard("Seven Tools of the Bandit", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Magic Jammer", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {set})
	t:Activate(1, "Magic Jammer")
	t:Select(1, {"Vorse Raider"})
	t:ExpectNotOffered(0, dust)
	t:ExpectOffered(0, "Seven Tools of the Bandit")
	t:Activate(0, "Seven Tools of the Bandit")
	t:Check(1, function(t)
		t:ExpectChainLength(3)
		t:ExpectChainLink(3, "Seven Tools of the Bandit")
	end)
	t:Run()
	t:ExpectLP(0, 7000)
	-- Magic Jammer was negated, so the Typhoon resolved
	t:ExpectCard("Magic Jammer", LOCATION_GRAVE, 1)
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCard("Mystical Space Typhoon", LOCATION_GRAVE, 0)
	t:ExpectCard(dust, LOCATION_SZONE, 0, POS_FACEDOWN)
end)
