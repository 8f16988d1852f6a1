-- Morphing Jar #2 (79106360, Flip Effect Monster): FLIP: shuffle every monster on the field into
-- its owner's Deck (except a monster being destroyed by battle); then each player reveals cards from
-- the top of their Deck until as many monsters as they shuffled into their Main Deck, Special Summons
-- the revealed Level 4 or lower monsters face-down in Defense Position and sends the rest to the GY.
-- Morphing Jar #2: Level 3, DEF 700
-- Vorse Raider: Level 4, 1900 ATK
-- Celtic Guardian: Level 4
-- Summoned Skull, Level 6
-- Black-Winged Dragon: Synchro monster: an Extra Deck monster
-- Yata-Garasu, Level 2: cannot be Special Summoned

Test("Flip Summoned: every monster goes back; each player brings back as many, the small ones face-down", function(t)
	local jar = Debug.AddCard("Morphing Jar #2", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:FlipSummon(0, jar)
	t:Run()
	-- player 0 shuffled 2 (the Jar and Vorse Raider) into an empty Deck: both come back
	t:ExpectCard(jar, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCount(0, LOCATION_DECK, 0)
	-- player 1 shuffled 2: Celtic Guardian comes back, Summoned Skull (Level 6) goes to the GY
	t:ExpectCard(celtic, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(skull, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_MZONE, 1)
	t:ExpectCount(1, LOCATION_DECK, 0)
end)

Test("revealing stops at the last monster needed; the Spells revealed on the way go to the GY", function(t)
	-- after the shuffle (seed 1) player 1's Deck is, from the top: Mystical Space Typhoon, Pot of
	-- Greed, Vorse Raider, Celtic Guardian
	t:Seed(1)
	local jar = Debug.AddCard("Morphing Jar #2", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local pot = Debug.AddCard("Pot of Greed", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:FlipSummon(0, jar)
	t:Run()
	t:ExpectCard(jar, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	-- player 1 shuffled 1 monster: the first monster from the top comes out, whichever it is
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:ExpectCount(1, LOCATION_MZONE, 1)
	t:ExpectCard(mst, LOCATION_GRAVE, 1)
	t:ExpectCard(pot, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_GRAVE, 2)
	t:ExpectCard(celtic, LOCATION_DECK, 1) -- below the last monster revealed: not revealed
	t:ExpectCount(1, LOCATION_DECK, 1)
end)

Test("flipped by an attack and destroyed: the Jar is not shuffled, the attacker is", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local jar = Debug.AddCard("Morphing Jar #2", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, jar)
	t:Run()
	-- the flip effect comes after damage calculation (R035): the Jar is already destroyed by battle
	t:ExpectCard(jar, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(celtic, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:ExpectCount(1, LOCATION_MZONE, 1)
	t:ExpectCount(0, LOCATION_DECK, 0)
	t:ExpectCount(1, LOCATION_DECK, 0)
	t:ExpectLP(1, 8000)
end)

Test("a player who shuffled no monster reveals nothing", function(t)
	local jar = Debug.AddCard("Morphing Jar #2", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Pot of Greed", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:FlipSummon(0, jar)
	t:Run()
	t:ExpectCard(jar, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCount(1, LOCATION_DECK, 2)
	t:ExpectCount(1, LOCATION_GRAVE, 0)
	t:ExpectCount(1, LOCATION_MZONE, 0)
end)

Test("a revealed Level 4 or lower monster that cannot be Special Summoned goes to the GY", function(t)
	local jar = Debug.AddCard("Morphing Jar #2", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local yata = Debug.AddCard("Yata-Garasu", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:FlipSummon(0, jar)
	t:Run()
	t:ExpectCard(yata, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_MZONE, 0)
	t:ExpectCount(1, LOCATION_DECK, 0)
end)

Test("Tokens cease to exist and do not count", function(t)
	local jar = Debug.AddCard("Morphing Jar #2", 0, 0, LOCATION_MZONE, 4, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Scapegoat", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, "Scapegoat") -- in response to nothing: at the start of player 0's Main Phase
	t:Run()
	t:ExpectCount(1, LOCATION_MZONE, 4)
	t:FlipSummon(0, jar)
	t:Run()
	t:ExpectCount(1, LOCATION_MZONE, 0)
	t:ExpectCard(vorse, LOCATION_DECK, 1)
	t:ExpectCount(1, LOCATION_GRAVE, 1) -- only Scapegoat
	t:ExpectCard(jar, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
end)

Test("an Extra Deck monster goes back to the Extra Deck and does not count", function(t)
	local jar = Debug.AddCard("Morphing Jar #2", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local bwd = Debug.AddCard("Black-Winged Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:FlipSummon(0, jar)
	t:Run()
	t:ExpectCard(bwd, LOCATION_EXTRA, 1)
	t:ExpectCard(vorse, LOCATION_DECK, 1)
	t:ExpectCount(1, LOCATION_MZONE, 0)
end)
