-- Hard once per turn ("you can only use this effect of <name> once per turn", SetCountLimit(1,id)):
-- the limit belongs to the player and the name. It is used when the effect is activated, stays used
-- when that activation is negated, holds for every copy the player controls and for the same card
-- after it came back; the opponent's copies keep their own. Contrast R108: "you can only activate 1
-- <name> per turn" (EFFECT_COUNT_CODE_OATH) is not used up by a negated activation.
-- Sangan (26202165): mandatory, once per turn by name: sent from the field to the GY, add 1 monster
-- with 1500 or less ATK from the Deck to the hand.

Test("hard once per turn: of two Sangans destroyed together only one searches; the opponent's Sangan searches too", function(t)
	local mine1 = Debug.AddCard("Sangan", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mine2 = Debug.AddCard("Sangan", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local theirs = Debug.AddCard("Sangan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local kuriboh1 = Debug.AddCard("Kuriboh", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Kuriboh", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local kuriboh0 = Debug.AddCard("Kuriboh", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Dark Hole")
	t:Select(0, {kuriboh0}) -- player 0's Sangan: its own limit
	t:Select(1, {kuriboh1}) -- one of player 1's two
	t:Run()
	t:ExpectCard(mine1, LOCATION_GRAVE, 1)
	t:ExpectCard(mine2, LOCATION_GRAVE, 1)
	t:ExpectCard(theirs, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_HAND, 1)
	t:ExpectCount(1, LOCATION_HAND, 1)
	t:ExpectCount(1, LOCATION_DECK, 1) -- the second Sangan could not search
end)

Test("hard once per turn: Sangan revived the same turn does not search again", function(t)
	local sangan = Debug.AddCard("Sangan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local k1 = Debug.AddCard("Kuriboh", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Kuriboh", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local hole1 = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local hole2 = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, hole1)
	t:Select(0, {k1})
	t:Run()
	t:ExpectCard(k1, LOCATION_HAND, 0) -- the first time it searches
	t:Activate(0, "Monster Reborn")
	t:Select(0, {sangan})
	t:Run()
	t:ExpectCard(sangan, LOCATION_MZONE, 0)
	t:Activate(0, hole2)
	t:Run()
	t:ExpectCard(sangan, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_DECK, 1) -- the same card, back again: no second search
end)

Test("hard once per turn: a negated Sangan activation stays used; the opponent's Sangan still searches", function(t)
	t:Start{player=1}
	local first = Debug.AddCard("Sangan", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local second = Debug.AddCard("Sangan", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Kuriboh", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local mine = Debug.AddCard("Sangan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local k0 = Debug.AddCard("Kuriboh", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local break1 = Debug.AddCard("Raigeki Break", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local break2 = Debug.AddCard("Raigeki Break", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local break3 = Debug.AddCard("Raigeki Break", 0, 0, LOCATION_SZONE, 2, POS_FACEDOWN)
	Debug.AddCard("Divine Wrath", 0, 0, LOCATION_SZONE, 3, POS_FACEDOWN)
	local fodder = {}
	for i = 1, 4 do
		fodder[i] = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	end
	-- player 1's Sangan is destroyed; its search is negated by Divine Wrath
	t:Activate(0, break1)
	t:Select(0, {fodder[1]})
	t:Select(0, {first})
	t:Activate(0, "Divine Wrath")
	t:Select(0, {fodder[2]})
	t:Run()
	t:ExpectCard(first, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_DECK, 1)
	-- player 1's second Sangan is summoned and destroyed: the negated activation used the limit
	t:Summon(1, second)
	t:Activate(0, break2)
	t:Select(0, {fodder[3]})
	t:Select(0, {second})
	t:Run()
	t:ExpectCard(second, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_DECK, 1)
	t:ExpectCount(1, LOCATION_HAND, 0)
	-- control: player 0's own Sangan keeps player 0's limit and searches
	t:Activate(0, break3)
	t:Select(0, {fodder[4]})
	t:Select(0, {mine})
	t:Select(0, {k0})
	t:Run()
	t:ExpectCard(k0, LOCATION_HAND, 0)
end)
