-- R038: effects that stop flip effects touch only the FLIP effects of Flip monsters, not the
-- "when this card is flipped face-up" triggers of monsters that are not Flip monsters.
-- Nightmare Penguin: a trigger on being flipped, not a Flip monster
-- Man-Eater Bug: FLIP: destroy 1 monster

Test("R038 under Royal Command Nightmare Penguin's trigger works but Man-Eater Bug's flip effect cannot be activated", function(t)
	t:Start{player = 1, turn = 4}
	Debug.AddCard("Royal Command", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local penguin = Debug.AddCard("Nightmare Penguin", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:FlipSummon(1, penguin)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_HAND, 0)
	t:FlipSummon(1, bug)
	t:ExpectNotOffered(1, bug)
	t:Run()
	t:ExpectCard(bug, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectCard(celtic, LOCATION_MZONE, 0)
end)

Test("R038 without Royal Command Man-Eater Bug's flip effect destroys a monster", function(t)
	t:Start{player = 1, turn = 4}
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:FlipSummon(1, bug)
	t:Select(1, {celtic})
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
end)
