-- Light and Darkness Dragon (47297616): negates every activation once per chain, losing 500 ATK/DEF.
local LADD = 47297616
local POT = 55144522 -- Pot of Greed
local SWORDS = 72302403 -- Swords of Revealing Light
local MST = 5318639 -- Mystical Space Typhoon
local VORSE = 14898066

Test("Light and Darkness Dragon negates Pot of Greed and loses 500 ATK and DEF", function(t)
	local dragon = Debug.AddCard(LADD, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local pot = Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, pot)
	t:Run()
	t:ExpectCard(pot, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 2)
	t:ExpectAttack(dragon, 2300)
	t:ExpectDefense(dragon, 1900)
end)

Test("Light and Darkness Dragon negates only once per chain: a response to its own link resolves", function(t)
	local dragon = Debug.AddCard(LADD, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local swords = Debug.AddCard(SWORDS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local mst = Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard(SWORDS, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
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
	Debug.AddCard(LADD, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	Debug.AddCard(83764718, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) -- Monster Reborn
	t:ExpectNotOffered(0, 83764718)
	t:Run()
end)
