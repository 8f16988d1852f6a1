-- Gaia Saber, the Lightning Shadow (67598234): Link-3 (arrows Left, Right, Bottom), 2 or more monsters
-- as Link Material whose link values add up to 3: a monster counts 1, a Link Monster 1 or its Link
-- Rating. No effect; revivable only once Link Summoned.
-- Proxy Dragon, Link-2
-- Link Spider, Link-1

Test("Gaia Saber is Link Summoned with 3 monsters into an Extra Monster Zone", function(t)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local c = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_DEFENSE)
	local gaia = Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, gaia)
	t:Select(0, {v})
	t:Select(0, {w})
	t:Select(0, {c})
	t:Run()
	t:ExpectCard(gaia, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCount(0, LOCATION_GRAVE, 3)
	local seq = gaia:GetSequence()
	if seq ~= 5 and seq ~= 6 then error("Gaia Saber should be in an Extra Monster Zone, is in " .. seq) end
	if gaia:GetMaterialCount() ~= 3 then error("3 materials, got " .. gaia:GetMaterialCount()) end
	if gaia:GetLink() ~= 3 or gaia:GetLinkMarker() ~= LINK_MARKER_LEFT + LINK_MARKER_RIGHT + LINK_MARKER_BOTTOM then
		error("Link-3, arrows Left, Right, Bottom")
	end
	if gaia:GetDefense() ~= 0 then error("a Link Monster has no DEF") end
	t:ExpectAttack(gaia, 2600)
end)

Test("a Link-2 monster counts 2: Proxy Dragon and 1 monster are enough for Gaia Saber", function(t)
	local proxy = Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local gaia = Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, gaia)
	t:Select(0, {proxy})
	t:Select(0, {v})
	t:Run()
	t:ExpectCard(gaia, LOCATION_MZONE, 0)
	t:ExpectCard(proxy, LOCATION_GRAVE, 0)
	t:ExpectCard(v, LOCATION_GRAVE, 0)
	if gaia:GetMaterialCount() ~= 2 then error("2 materials, got " .. gaia:GetMaterialCount()) end
end)

Test("a Link-2 monster may count 1: 2 monsters and Proxy Dragon make 3", function(t)
	local proxy = Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local gaia = Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, gaia)
	t:Select(0, {v})
	t:Select(0, {w})
	t:Select(0, {proxy}) -- counts 1 here: 1 + 1 + 1
	t:Run()
	t:ExpectCard(gaia, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 3)
end)

Test("a Link-1 monster counts 1: Link Spider and 2 monsters make 3", function(t)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local gaia = Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, gaia)
	t:Select(0, {spider})
	t:Select(0, {v})
	t:Select(0, {w})
	t:Run()
	t:ExpectCard(gaia, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 3)
end)

Test("Gaia Saber cannot be Link Summoned with 2 monsters that count only 2", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local gaia = Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", gaia)
	t:Run()
end)

Test("Gaia Saber cannot be Link Summoned with a single Link-3 monster (2 or more materials)", function(t)
	Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local gaia = Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", gaia)
	t:Run()
end)

Test("Gaia Saber in an Extra Monster Zone points down into the Main Monster Zone below it", function(t)
	local gaia = Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_MZONE, 6, POS_FACEUP_ATTACK, true)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 3, POS_FACEUP_ATTACK)
	t:Check(0, function(t)
		if gaia:GetLinkedZone() ~= 1 << 3 then error("Extra Monster Zone 6 points to zone 3, got " .. gaia:GetLinkedZone()) end
		if gaia:GetLinkedGroupCount() ~= 1 or not gaia:GetLinkedGroup():IsContains(v) then error("it points to Vorse Raider") end
		if not v:IsLinkState() then error("Vorse Raider is linked") end
	end)
	t:Run()
end)

Test("Gaia Saber not Link Summoned cannot be revived", function(t)
	Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)
