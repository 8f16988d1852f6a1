-- Master Rule 2020: a Fusion, Synchro or Xyz Monster comes from the Extra Deck to any Main Monster
-- Zone or an Extra Monster Zone; each player may use one Extra Monster Zone; the opponent's monster
-- in one makes it unusable; a Link (or face-up Pendulum) Monster needs an Extra Monster Zone (or a
-- zone a Link Monster points to). Duel.GetLocationCountFromEx counts them.

local function count_from_ex(card, leaving)
	return Duel.GetLocationCountFromEx(0, 0, leaving, card)
end

Test("a Fusion Summon may use any Main Monster Zone when no Link Monster is on the board", function(t)
	local avian = Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local burst = Debug.AddCard("Elemental HERO Burstinatrix", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local wingman = Debug.AddCard("Elemental HERO Flame Wingman", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local poly = Debug.AddCard("Polymerization", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, poly)
	t:Select(0, {wingman})
	t:Select(0, {avian})
	t:Select(0, {burst})
	t:Zone(0, 3) -- a Main Monster Zone other than the first
	t:Run()
	t:ExpectCard(wingman, LOCATION_MZONE, 0)
	if wingman:GetSequence() ~= 3 then error("Flame Wingman should be in Main Monster Zone 3, is in " .. wingman:GetSequence()) end
end)

Test("with every Main Monster Zone taken a Fusion Monster goes to an Extra Monster Zone", function(t)
	for zone = 0, 4 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, zone, POS_FACEUP_ATTACK) end
	local avian = Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local burst = Debug.AddCard("Elemental HERO Burstinatrix", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local wingman = Debug.AddCard("Elemental HERO Flame Wingman", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local poly = Debug.AddCard("Polymerization", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Check(0, function(t)
		if count_from_ex(wingman) ~= 2 then error("both Extra Monster Zones should be usable, got " .. count_from_ex(wingman)) end
		if Duel.GetLocationCount(0, LOCATION_MZONE) ~= 0 then error("no Main Monster Zone is free") end
	end)
	t:Activate(0, poly)
	t:Select(0, {wingman})
	t:Select(0, {avian})
	t:Select(0, {burst})
	t:Run()
	t:ExpectCard(wingman, LOCATION_MZONE, 0)
	local seq = wingman:GetSequence()
	if seq ~= 5 and seq ~= 6 then error("Flame Wingman should be in an Extra Monster Zone, is in " .. seq) end
end)

Test("a player with a monster in an Extra Monster Zone cannot use the other one", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK)
	local wingman = Debug.AddCard("Elemental HERO Flame Wingman", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:Check(0, function(t)
		if count_from_ex(wingman) ~= 5 then error("a Fusion Monster may still use the 5 Main Monster Zones, got " .. count_from_ex(wingman)) end
		-- no card given: any Extra Deck monster, counted like a Link Monster (Extra Monster Zones only)
		if count_from_ex(nil) ~= 0 then error("no Extra Monster Zone is usable, got " .. count_from_ex(nil)) end
		-- once that monster is gone (e.g. used as material), the Extra Monster Zones are open again
		if count_from_ex(nil, Group.FromCards(vorse)) ~= 2 then error("with it leaving, both Extra Monster Zones are usable") end
	end)
	t:Run()
end)

Test("the opponent's monster in an Extra Monster Zone takes it from both players", function(t)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 6, POS_FACEUP_ATTACK) -- the opponent's 6 is player 0's 5
	t:Check(0, function(t)
		if count_from_ex(nil) ~= 1 then error("only Extra Monster Zone 6 is left, got " .. count_from_ex(nil)) end
	end)
	t:Run()
end)

Test("Duel.GetLocationCountFromEx may be given a type instead of a card: TYPE_FUSION counts like a Fusion Monster, TYPE_LINK like a Link Monster", function(t)
	local wingman = Debug.AddCard("Elemental HERO Flame Wingman", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local byCard = Duel.GetLocationCountFromEx(0, 0, nil, wingman)
	assert(Duel.GetLocationCountFromEx(0, 0, nil, TYPE_FUSION) == byCard, "Fusion: " .. byCard)
	assert(Duel.GetLocationCountFromEx(0, 0, nil, TYPE_LINK) == Duel.GetLocationCountFromEx(0, 0, nil, nil),
		"Link: only the Extra Monster Zones without a Link arrow")
	assert(Duel.GetLocationCountFromEx(0, 0, nil, TYPE_LINK) < byCard)
	t:Run()
end)
