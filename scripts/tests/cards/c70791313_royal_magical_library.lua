-- Royal Magical Library (70791313): a Spell Counter each time a Spell resolves while it is face-up
-- (up to 3); remove 3 to draw 1.
local COUNTER_SPELL = 0x1

Test("Royal Magical Library gets a Spell Counter per Spell, and draws with 3", function(t)
	for i = 1, 7 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local lib = Debug.AddCard("Royal Magical Library", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	for i = 1, 3 do Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) end
	t:ExpectNotOffered(0, "Royal Magical Library") -- no counters yet
	t:Activate(0, "Pot of Greed")
	t:Activate(0, "Pot of Greed")
	t:Run()
	if lib:GetCounter(COUNTER_SPELL) ~= 2 then error("expected 2 Spell Counters, got " .. lib:GetCounter(COUNTER_SPELL)) end
	t:Activate(0, "Pot of Greed")
	t:Activate(0, "Royal Magical Library")
	t:Run()
	-- 3 Pots drew 6, the Library 1
	t:ExpectCount(0, LOCATION_HAND, 7)
	t:ExpectCount(0, LOCATION_DECK, 0)
	if lib:GetCounter(COUNTER_SPELL) ~= 0 then error("the counters were not removed") end
end)

Test("Royal Magical Library holds no more than 3 Spell Counters", function(t)
	for i = 1, 2 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local lib = Debug.AddCard("Royal Magical Library", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(lib, COUNTER_SPELL, 3)
	Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Pot of Greed")
	t:Run()
	if lib:GetCounter(COUNTER_SPELL) ~= 3 then error("expected 3 Spell Counters, got " .. lib:GetCounter(COUNTER_SPELL)) end
end)

Test("a face-down Royal Magical Library gets no Spell Counter", function(t)
	for i = 1, 2 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local lib = Debug.AddCard("Royal Magical Library", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Pot of Greed")
	t:Run()
	if lib:GetCounter(COUNTER_SPELL) ~= 0 then error("a face-down Library got a counter") end
end)
