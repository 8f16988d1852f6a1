-- R119 [modern]: an Xyz Summon can be negated by a summon-negating card before it succeeds; once it
-- succeeds its continuous effects apply and summon-success responses may be used.

local function board(t)
	local v1 = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local v2 = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local utopia = Debug.AddCard("Number 39: Utopia", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	return v1, v2, utopia
end

Test("R119 Solemn Judgment negates the Xyz Summon of Number 39: Utopia", function(t)
	local v1, v2, utopia = board(t)
	local solemn = Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:SpecialSummon(0, utopia)
	t:Select(0, {v1, v2})
	t:Activate(1, solemn)
	t:Run()
	t:ExpectLP(1, 4000)
	t:ExpectCard(utopia, LOCATION_GRAVE, 0)
end)

Test("R119 after a successful Xyz Summon of Utopia, Bottomless Trap Hole may respond", function(t)
	local v1, v2, utopia = board(t)
	local bottomless = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:SpecialSummon(0, utopia)
	t:Select(0, {v1, v2})
	t:Activate(1, bottomless)
	t:Run()
	t:ExpectCard(utopia, LOCATION_REMOVED, 0)
end)

Test("R119 after a successful Xyz Summon of Utopia, Book of Moon may target it", function(t)
	local v1, v2, utopia = board(t)
	local book = Debug.AddCard("Book of Moon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:SpecialSummon(0, utopia)
	t:Select(0, {v1, v2})
	t:Activate(1, book)
	t:Select(1, {utopia})
	t:Run()
	t:ExpectCard(utopia, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
end)
