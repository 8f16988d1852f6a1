-- R036: a Flip monster turned face-up by a card effect activates its flip effect even if it left the
-- field straight away; a Flip monster that leaves the field face-down (e.g. tributed) was never
-- flipped, so it never activates. Field negation such as Skill Drain does not stop a flip effect
-- whose monster has already left the field. The document's own example is Morphing Jar #2, tested
-- here with the same board as Man-Eater Bug.
-- Man-Eater Bug: DEF 600
-- Summoned Skull: Level 6: one tribute
-- Morphing Jar #2: DEF 700

Test("R036 Man-Eater Bug flipped and destroyed by Acid Trap Hole still uses its flip effect", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local acid = Debug.AddCard("Acid Trap Hole", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, acid)
	t:Select(0, {bug})
	-- after the chain: the flip effect, under player 1's control, though the bug is in the GY
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(bug, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(acid, LOCATION_GRAVE, 0)
end)

Test("R036 a Set Man-Eater Bug tributed for Summoned Skull never flips", function(t)
	local bug = Debug.AddCard("Man-Eater Bug", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Summon(0, skull)
	t:Select(0, {bug})
	-- no flip effect: it would ask player 0 for a target
	t:Run()
	t:ExpectCard(bug, LOCATION_GRAVE, 0)
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
end)

Test("R036 Skill Drain does not stop the flip effect of a monster flipped and destroyed by an effect", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local drain = Debug.AddCard("Skill Drain", 0, 0, LOCATION_SZONE, 1, POS_FACEUP)
	local acid = Debug.AddCard("Acid Trap Hole", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, acid)
	t:Select(0, {bug})
	t:Select(1, {vorse})
	t:Pass(0) -- Acid Trap Hole's chain
	t:Check(0, function(t) -- the flip effect's chain: the bug is already in the GY, out of Skill Drain's reach
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, bug)
		t:ExpectCard(bug, LOCATION_GRAVE, 1)
	end)
	t:Run()
	t:ExpectCard(drain, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)

Test("R036 contrast: under Skill Drain a Flip Summoned Man-Eater Bug, still face-up, resolves negated", function(t)
	Debug.AddCard("Skill Drain", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local bug = Debug.AddCard("Man-Eater Bug", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:FlipSummon(0, bug)
	t:Select(0, {celtic}) -- the flip effect is still activated
	t:Run()
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
	t:ExpectCard(bug, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("R036 Morphing Jar #2 flipped and destroyed by Acid Trap Hole under Skill Drain still uses its flip effect", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local drain = Debug.AddCard("Skill Drain", 0, 0, LOCATION_SZONE, 1, POS_FACEUP)
	local acid = Debug.AddCard("Acid Trap Hole", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local jar = Debug.AddCard("Morphing Jar #2", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:Activate(0, acid)
	t:Select(0, {jar})
	t:Pass(0) -- Acid Trap Hole's chain
	t:Check(0, function(t) -- the flip effect's chain: the Jar is already in the GY, out of Skill Drain's reach
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, jar)
		t:ExpectCard(jar, LOCATION_GRAVE, 1)
	end)
	t:Run()
	-- every monster on the field was shuffled into the Deck and came back face-down
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(celtic, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(jar, LOCATION_GRAVE, 1)
	t:ExpectCard(drain, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectCount(0, LOCATION_DECK, 0)
	t:ExpectCount(1, LOCATION_DECK, 0)
end)

Test("R036 contrast: a Set Morphing Jar #2 tributed for Summoned Skull never flips", function(t)
	local jar = Debug.AddCard("Morphing Jar #2", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Summon(0, skull)
	t:Select(0, {jar})
	t:Run()
	t:ExpectCard(jar, LOCATION_GRAVE, 0)
	-- no flip effect: the monsters were not shuffled away
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(celtic, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
end)
