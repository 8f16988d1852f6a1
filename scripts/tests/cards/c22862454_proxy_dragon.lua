-- Proxy Dragon (22862454): Link-2 (arrows Left, Right), 2 monsters as Link Material; revivable only once
-- Link Summoned. If a card or cards you control would be destroyed by battle or by a card effect, you can
-- destroy 1 of your monsters this card points to instead.
-- Link Spider, Link-1
-- Vorse Raider: 1900
-- Gene-Warped Warwolf: 2000
-- Blue-Eyes White Dragon: 3000

Test("Proxy Dragon is Link Summoned with 2 monsters into an Extra Monster Zone", function(t)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 3, POS_FACEUP_ATTACK)
	local proxy = Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, proxy)
	t:Select(0, {v})
	t:Select(0, {w})
	t:Run()
	t:ExpectCard(proxy, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(v, LOCATION_GRAVE, 0)
	t:ExpectCard(w, LOCATION_GRAVE, 0)
	local seq = proxy:GetSequence()
	if seq ~= 5 and seq ~= 6 then error("Proxy Dragon should be in an Extra Monster Zone, is in " .. seq) end
	if not proxy:IsSummonType(SUMMON_TYPE_LINK) then error("Link Summoned") end
	if proxy:GetLinkMarker() ~= LINK_MARKER_LEFT + LINK_MARKER_RIGHT then error("arrows Left and Right") end
end)

Test("a Link-1 Link Monster counts 1 for Proxy Dragon", function(t)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local proxy = Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, proxy)
	t:Select(0, {spider})
	t:Select(0, {v})
	t:Run()
	t:ExpectCard(proxy, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 2)
end)

Test("Proxy Dragon cannot be Link Summoned with 1 monster, nor with a single Link-2 monster", function(t)
	Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local proxy = Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", proxy)
	t:Run()
end)

Test("Proxy Dragon in Main Monster Zone 2 points to zones 1 and 3", function(t)
	local proxy = Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK, true)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 4, POS_FACEUP_ATTACK)
	t:Check(0, function(t)
		if proxy:GetLinkedZone() ~= (1 << 1) | (1 << 3) then error("zones 1 and 3, got " .. proxy:GetLinkedZone()) end
		local g = proxy:GetLinkedGroup()
		if #g ~= 1 or not g:IsContains(v) then error("only Vorse Raider is linked") end
	end)
	t:Run()
end)

Test("Proxy Dragon not Link Summoned cannot be revived", function(t)
	Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)

Test("a Set card about to be destroyed by an effect: Proxy Dragon destroys the monster it points to instead", function(t)
	t:Start{player = 1}
	Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK, true)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local set = Debug.AddCard("Dark Hole", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, mst)
	t:Select(1, {set})
	t:Yes(0) -- use Proxy Dragon's replacement
	t:Select(0, {v})
	t:Run()
	t:ExpectCard(set, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectCard(v, LOCATION_GRAVE, 0)
end)

Test("Proxy Dragon attacked and destroyed by battle: the monster it points to is destroyed instead", function(t)
	t:Start{player = 1}
	local proxy = Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK, true)
	local w = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_MZONE, 3, POS_FACEUP_ATTACK)
	local blue = Debug.AddCard("Blue-Eyes White Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, blue, proxy)
	t:Yes(0)
	t:Select(0, {w})
	t:Run()
	t:ExpectCard(proxy, LOCATION_MZONE, 0)
	t:ExpectCard(w, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000 - (3000 - 1400)) -- the battle damage is still taken
end)

Test("the replacement is optional: declined, the card is destroyed", function(t)
	t:Start{player = 1}
	Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK, true)
	local v = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local set = Debug.AddCard("Dark Hole", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, mst)
	t:Select(1, {set})
	t:No(0)
	t:Run()
	t:ExpectCard(set, LOCATION_GRAVE, 0)
	t:ExpectCard(v, LOCATION_MZONE, 0)
end)

Test("Proxy Dragon pointing to no monster cannot replace anything", function(t)
	t:Start{player = 1}
	local proxy = Debug.AddCard("Proxy Dragon", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true) -- its arrows point at no zone
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local set = Debug.AddCard("Dark Hole", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, mst)
	t:Select(1, {set})
	t:Run()
	t:ExpectCard(set, LOCATION_GRAVE, 0)
	t:ExpectCard(proxy, LOCATION_MZONE, 0)
end)
