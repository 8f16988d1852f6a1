-- Light and Darkness Dragon (47297616): negates every activation once per chain, losing 500 ATK/DEF.

Test("Light and Darkness Dragon negates Pot of Greed and loses 500 ATK and DEF", function(t)
	local dragon = Debug.AddCard("Light and Darkness Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local pot = Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, pot)
	t:Run()
	t:ExpectCard(pot, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 2)
	t:ExpectAttack(dragon, 2300)
	t:ExpectDefense(dragon, 1900)
end)

Test("Light and Darkness Dragon negates only once per chain: a response to its own link resolves", function(t)
	local dragon = Debug.AddCard("Light and Darkness Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local swords = Debug.AddCard("Swords of Revealing Light", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local mst = Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard("Swords of Revealing Light", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, swords)
	t:Activate(0, mst) -- chained to the Dragon's link 2
	t:Select(0, {set})
	t:Run()
	t:ExpectCard(set, LOCATION_GRAVE, 1) -- Mystical Space Typhoon was not negated
	t:ExpectCard(mst, LOCATION_GRAVE, 0)
	t:ExpectCard(swords, LOCATION_GRAVE, 0) -- Swords was
	t:ExpectAttack(dragon, 2300)
	t:ExpectDefense(dragon, 1900)
end)

Test("Light and Darkness Dragon cannot be Special Summoned, even by Monster Reborn", function(t)
	Debug.AddCard("Light and Darkness Dragon", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Monster Reborn")
	t:Run()
end)
