-- R055 / R057: an optional "if ... you can" trigger is still activated after the chain even if its
-- event happened in the middle of it, while an optional "when ... you can" trigger misses its timing.
local PENGUIN = 93920745
local PETEN = 52624755
local HEAVY_STORM = 19613556
local ACID_TRAP_HOLE = 41356845
local VORSE = 14898066
local POT = 55144522
local JAMMER = 77414722

Test("R055 Penguin Soldier flipped and destroyed mid-chain may still use its flip effect after the chain", function(t)
	local penguin = Debug.AddCard(PENGUIN, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(HEAVY_STORM, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local acid = Debug.AddCard(ACID_TRAP_HOLE, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	-- link 1: Heavy Storm; link 2: Acid Trap Hole flips Penguin Soldier (DEF 500) and destroys it
	t:Activate(0, HEAVY_STORM)
	t:Activate(1, acid)
	t:Select(1, {penguin})
	-- after the whole chain: the optional "if" flip effect is still offered
	t:Yes(0)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(penguin, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_HAND, 1)
end)

Test("R057 Peten discarded as a cost misses its 'when' timing after the chain resolves", function(t)
	for i = 1, 3 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(JAMMER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local peten = Debug.AddCard(PETEN, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(PETEN, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, POT)
	t:Activate(1, JAMMER)
	t:Select(1, {peten})
	-- the chain resolves after the discard: Peten's optional "when" trigger is not offered
	t:Run()
	t:ExpectCard(peten, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_MZONE, 0)
end)
