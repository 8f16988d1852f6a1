-- Number 39: Utopia (84013237): Xyz Summoned with 2 Level 4 monsters; detach 1 Xyz Material to negate
-- an attack; destroyed when chosen as an attack target with no Xyz Material.

Test("Number 39: Utopia without Xyz Material is destroyed when chosen as an attack target", function(t)
	local utopia = Debug.AddCard("Number 39: Utopia", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, utopia)
	t:CancelAttack(0)
	t:Run()
	t:ExpectCard(utopia, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)

Test("Number 39: Utopia not properly summoned cannot be revived by Monster Reborn", function(t)
	Debug.AddCard("Number 39: Utopia", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)

Test("Number 39: Utopia negates an attack by detaching a material", function(t)
	local utopia = Debug.AddCard("Number 39: Utopia", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local material = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, utopia)
	t:Yes(1) -- Utopia's optional trigger
	t:Run()
	t:ExpectCard(material, LOCATION_GRAVE, 1)
	t:ExpectCard(utopia, LOCATION_MZONE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectLP(0, 8000)
	if utopia:GetOverlayCount() ~= 0 then error("the material should be detached") end
end)

Test("Number 39: Utopia is Xyz Summoned with two Level 4 monsters, which become its Xyz Materials", function(t)
	local v1 = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local v2 = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local utopia = Debug.AddCard("Number 39: Utopia", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, utopia)
	t:Select(0, {v1, v2})
	t:Run()
	t:ExpectCard(utopia, LOCATION_MZONE, 0)
	t:ExpectCard(v1, LOCATION_OVERLAY, 0)
	t:ExpectCard(v2, LOCATION_OVERLAY, 0)
	if utopia:GetOverlayCount() ~= 2 or not utopia:IsSummonType(SUMMON_TYPE_XYZ) then error("Xyz Summoned with 2 materials") end
	if utopia:GetLevel() ~= 0 or utopia:GetRank() ~= 4 then error("an Xyz Monster has Rank 4 and no Level") end
end)

Test("Number 39: Utopia cannot be Xyz Summoned with a Level 4 and a Level 3 monster", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Elemental HERO Burstinatrix", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK) -- Burstinatrix, Level 3
	local utopia = Debug.AddCard("Number 39: Utopia", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", utopia)
	t:Run()
end)

Test("when Number 39: Utopia leaves the field its Xyz Materials go to the GY", function(t)
	local utopia = Debug.AddCard("Number 39: Utopia", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local material = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(utopia, LOCATION_GRAVE, 0)
	t:ExpectCard(material, LOCATION_GRAVE, 0)
end)
