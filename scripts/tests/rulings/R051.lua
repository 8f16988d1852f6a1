-- R051: the player who activated an effect controls it: Royal Magical Library's draw goes to the
-- player who activated it even if the opponent takes control of the Library in response.
local COUNTER_SPELL = 0x1

Test("R051 Enemy Controller takes the Library in response: P1 still draws, and gets it back", function(t)
	local drawn = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- P2's draw of turn 4
	local lib = Debug.AddCard("Royal Magical Library", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(lib, COUNTER_SPELL, 3)
	local fodder = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Enemy Controller", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Royal Magical Library")
	t:Activate(1, "Enemy Controller")
	t:Option(1, 2)           -- the control mode
	t:Select(1, {fodder})    -- Tribute (cost)
	t:Select(1, {lib})       -- target
	t:Check(0, function(t)   -- P1's response window: the chain is built
		t:ExpectChainLength(2)
		t:ExpectChainLink(1, "Royal Magical Library")
		t:ExpectChainLink(2, "Enemy Controller")
	end)
	t:Run()
	t:ExpectCard(lib, LOCATION_MZONE, 1)
	t:ExpectCard(drawn, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_HAND, 1)
	t:ExpectCount(1, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 0)
	-- control returns at the End Phase
	t:Phase(1, PHASE_DRAW)
	t:Run()
	t:ExpectCard(lib, LOCATION_MZONE, 0)
end)

Test("R051 control: without a response, P1 draws with the Library", function(t)
	local drawn = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local lib = Debug.AddCard("Royal Magical Library", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(lib, COUNTER_SPELL, 3)
	t:Activate(0, "Royal Magical Library")
	t:Run()
	t:ExpectCard(drawn, LOCATION_HAND, 0)
	t:ExpectCard(lib, LOCATION_MZONE, 0)
end)
