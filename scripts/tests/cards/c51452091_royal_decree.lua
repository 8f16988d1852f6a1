-- Royal Decree (51452091): Continuous Trap; the effects of all other Trap Cards on the field are negated.
-- Raigeki Break: discard 1; destroy 1 targeted card
-- Royal Command: Continuous Trap: Flip effects cannot be activated
-- Man-Eater Bug: FLIP: destroy 1 monster
-- Imperial Order: Spell effects on the field are negated

Test("Royal Decree: a Trap activated while it is face-up resolves doing nothing", function(t)
	local decree = Debug.AddCard("Royal Decree", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rbreak = Debug.AddCard("Raigeki Break", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, decree)
	t:Run()
	t:ExpectCard(decree, LOCATION_SZONE, 0, POS_FACEUP)
	t:Activate(1, rbreak) -- at player 1's next window
	t:Select(1, {"Celtic Guardian"})
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(rbreak, LOCATION_GRAVE, 1)
	t:ExpectCard("Celtic Guardian", LOCATION_GRAVE, 1) -- the cost was paid all the same
end)

Test("Royal Decree negates a face-up Continuous Trap until Royal Decree is gone", function(t)
	Debug.AddCard("Royal Command", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local decree = Debug.AddCard("Royal Decree", 0, 0, LOCATION_SZONE, 1, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local bug2 = Debug.AddCard("Man-Eater Bug", 0, 0, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	-- Royal Command is negated: the Bug's flip effect can be activated and resolves
	t:FlipSummon(0, bug)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	-- Royal Decree destroyed: Royal Command applies again
	t:Activate(1, mst)
	t:Select(1, {decree})
	t:Run()
	t:ExpectCard(decree, LOCATION_GRAVE, 0)
	t:ExpectIllegal(0, "Summon") -- (keeps the queue at this turn's Main Phase)
	t:FlipSummon(0, bug2)
	t:Run() -- strict: an offered flip effect would ask for its target
	t:ExpectCard(bug2, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("Royal Decree negates Imperial Order, a Trap: Pot of Greed draws 2 again", function(t)
	for i = 1, 3 do
		Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
	Debug.AddCard("Imperial Order", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local decree = Debug.AddCard("Royal Decree", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local pot = Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, pot)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectCard(pot, LOCATION_GRAVE, 0)
	t:ExpectCard(decree, LOCATION_SZONE, 0, POS_FACEUP) -- it does not negate itself
end)

Test("Royal Decree chained to a Trap resolves first and negates that Trap's effect", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local decree = Debug.AddCard("Royal Decree", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local rbreak = Debug.AddCard("Raigeki Break", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, rbreak)
	t:Select(1, {"Celtic Guardian"})
	t:Select(1, {vorse})
	t:Activate(0, decree)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(decree, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectCard(rbreak, LOCATION_GRAVE, 1)
end)

Test("Royal Decree does not touch Spells: Mystical Space Typhoon destroys it", function(t)
	local decree = Debug.AddCard("Royal Decree", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local mst = Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, mst)
	t:Select(0, {decree})
	t:Run()
	t:ExpectCard(decree, LOCATION_GRAVE, 1)
	t:ExpectCard(mst, LOCATION_GRAVE, 0)
end)
