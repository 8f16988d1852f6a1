-- R051: the player who activated an effect controls it: Royal Magical Library's draw goes to the
-- player who activated it even if the opponent takes control of the Library in response.
local LIBRARY = 70791313
local ENEMY_CONTROLLER = 98045062
local VORSE = 14898066
local CELTIC = 91152256
local COUNTER_SPELL = 0x1

Test("R051 Enemy Controller takes the Library in response: P1 still draws, and gets it back", function(t)
	local drawn = Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- P2's draw of turn 4
	local lib = Debug.AddCard(LIBRARY, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(lib, COUNTER_SPELL, 3)
	local fodder = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(ENEMY_CONTROLLER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, LIBRARY)
	t:Activate(1, ENEMY_CONTROLLER)
	t:Option(1, 2)           -- the control mode
	t:Select(1, {fodder})    -- Tribute (cost)
	t:Select(1, {lib})       -- target
	t:Check(0, function(t)   -- P1's response window: the chain is built
		t:ExpectChainLength(2)
		t:ExpectChainLink(1, LIBRARY)
		t:ExpectChainLink(2, ENEMY_CONTROLLER)
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
	local drawn = Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local lib = Debug.AddCard(LIBRARY, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(lib, COUNTER_SPELL, 3)
	t:Activate(0, LIBRARY)
	t:Run()
	t:ExpectCard(drawn, LOCATION_HAND, 0)
	t:ExpectCard(lib, LOCATION_MZONE, 0)
end)
