-- R055 / R057: an optional "if ... you can" trigger is still activated after the chain even if its
-- event happened in the middle of it, while an optional "when ... you can" trigger misses its timing.

Test("R055 Penguin Soldier flipped and destroyed mid-chain may still use its flip effect after the chain", function(t)
	local penguin = Debug.AddCard("Penguin Soldier", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Heavy Storm", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local acid = Debug.AddCard("Acid Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	-- link 1: Heavy Storm; link 2: Acid Trap Hole flips Penguin Soldier (DEF 500) and destroys it
	t:Activate(0, "Heavy Storm")
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
	for i = 1, 3 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Magic Jammer", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local peten = Debug.AddCard("Peten the Dark Clown", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Peten the Dark Clown", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Pot of Greed")
	t:Activate(1, "Magic Jammer")
	t:Select(1, {peten})
	-- the chain resolves after the discard: Peten's optional "when" trigger is not offered
	t:Run()
	t:ExpectCard(peten, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_MZONE, 0)
end)
