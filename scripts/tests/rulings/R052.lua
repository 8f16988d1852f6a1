-- R052: a flip effect whose monster was flipped by a link in the middle of a chain is activated
-- only after the whole chain has resolved.
-- Man-Eater Bug: DEF 600

Test("R052 Man-Eater Bug flipped by Acid Trap Hole under Heavy Storm waits for the chain to end", function(t)
	local bug = Debug.AddCard("Man-Eater Bug", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local storm = Debug.AddCard("Heavy Storm", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local acid = Debug.AddCard("Acid Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mirror = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, storm)     -- link 1
	t:Activate(1, acid)      -- link 2: flips the bug (DEF 600) and destroys it
	t:Select(1, {bug})
	t:Pass(1)                -- Heavy Storm's chain is over
	-- the flip effect is a new chain, once Heavy Storm has destroyed the Spells and Traps
	t:Select(0, {vorse})
	t:Check(1, function(t)
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, bug)
		t:ExpectCard(bug, LOCATION_GRAVE, 0)
		t:ExpectCard(mirror, LOCATION_GRAVE, 1)
		t:ExpectCard(storm, LOCATION_GRAVE, 0)
		t:ExpectCard(acid, LOCATION_GRAVE, 1)
	end)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
end)
