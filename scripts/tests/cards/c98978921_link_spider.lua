-- Link Spider (98978921): Link-1 (arrow Bottom), 1 Normal Monster as Link Material; revivable only once
-- Link Summoned. Once per turn: Special Summon 1 Level 4 or lower Normal Monster from the hand into a
-- zone this card points to.
-- Gaia Saber, the Lightning Shadow: Link-3, arrows Left, Right, Bottom
-- Vorse Raider: Normal, Level 4
-- Gene-Warped Warwolf: Normal, Level 4
-- Blue-Eyes White Dragon: Normal, Level 8
-- Spirit Reaper: an Effect Monster

Test("Link Spider is Link Summoned with 1 Normal Monster into an Extra Monster Zone; the material goes to the GY", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, spider)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(spider, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	local seq = spider:GetSequence()
	if seq ~= 5 and seq ~= 6 then error("Link Spider should be in an Extra Monster Zone, is in " .. seq) end
	if not spider:IsSummonType(SUMMON_TYPE_LINK) then error("Link Spider should be Link Summoned") end
	if not vorse:IsReason(REASON_LINK) or not vorse:IsReason(REASON_MATERIAL) then error("Vorse Raider is Link Material") end
	if spider:GetLink() ~= 1 or spider:GetLinkMarker() ~= LINK_MARKER_BOTTOM then error("Link-1, arrow Bottom") end
end)

Test("Link Spider cannot be Link Summoned with an Effect Monster", function(t)
	Debug.AddCard("Spirit Reaper", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", spider)
	t:Run()
end)

Test("Link Spider cannot be Link Summoned with a face-down Normal Monster", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", spider)
	t:Run()
end)

Test("Link Spider Summons a Level 4 Normal Monster from the hand into the zone it points to", function(t)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local warwolf = Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Check(0, function(t)
		-- Extra Monster Zone 5 sits above Main Monster Zone 1: the Bottom arrow points there
		if spider:GetLinkedZone() ~= 1 << 1 then error("Link Spider should point to zone 1, points to " .. spider:GetLinkedZone()) end
	end)
	t:Activate(0, spider)
	t:Select(0, {warwolf})
	t:Run()
	t:ExpectCard(warwolf, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	if warwolf:GetSequence() ~= 1 then error("Gene-Warped Warwolf should be in zone 1, is in " .. warwolf:GetSequence()) end
	if spider:GetLinkedGroupCount() ~= 1 then error("Link Spider now points to Gene-Warped Warwolf") end
	-- once per turn
	t:ExpectCannotActivate(0, spider)
end)

Test("Link Spider's effect needs a free zone it points to", function(t)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_MZONE, 6, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 3, POS_FACEUP_ATTACK) -- below Extra Monster Zone 6
	Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, spider)
	t:Run()
end)

Test("Link Spider in a Main Monster Zone points to no zone: its effect cannot be used", function(t)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Gene-Warped Warwolf", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, spider)
	t:Run()
end)

Test("Link Spider cannot Summon a Level 5 or higher Normal Monster nor an Effect Monster", function(t)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Spirit Reaper", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, spider)
	t:Run()
end)

Test("with its Extra Monster Zone taken, Link Spider is Link Summoned into a zone a Link Monster points to", function(t)
	Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true) -- points down to zone 1
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:Check(0, function(t)
		if Duel.GetLocationCountFromEx(0, 0, nil, spider) ~= 1 then error("only zone 1 should be usable, got " .. Duel.GetLocationCountFromEx(0, 0, nil, spider)) end
	end)
	t:SpecialSummon(0, spider)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(spider, LOCATION_MZONE, 0)
	if spider:GetSequence() ~= 1 then error("Link Spider should be in zone 1, is in " .. spider:GetSequence()) end
end)

Test("with no usable zone for it, Link Spider cannot be Link Summoned", function(t)
	-- player 0 already uses an Extra Monster Zone, with a monster that cannot be the material
	Debug.AddCard("Spirit Reaper", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", spider)
	t:Run()
end)

Test("Link Spider not Link Summoned cannot be revived; it can be revived only once Link Summoned", function(t)
	Debug.AddCard("Link Spider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)

Test("a Link Summoned Link Spider sent to the GY can be revived by Monster Reborn", function(t)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, reborn)
	t:Select(0, {spider})
	t:Run()
	t:ExpectCard(spider, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	-- from the GY a Link Monster may use a Main Monster Zone
	if spider:GetSequence() > 4 then error("revived into a Main Monster Zone, is in " .. spider:GetSequence()) end
end)
