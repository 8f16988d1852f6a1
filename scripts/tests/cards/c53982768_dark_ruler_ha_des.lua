-- Dark Ruler Ha Des (53982768): cannot be Special Summoned from the GY; monsters its controller's
-- Fiends destroy by battle have their effects negated (R037 covers the flip effect case).
-- Sangan: if sent from the field to the GY: add a monster with 1500 or less ATK

Test("Sangan destroyed by Ha Des in battle: its effect resolves and does nothing", function(t)
	local hades = Debug.AddCard("Dark Ruler Ha Des", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local sangan = Debug.AddCard("Sangan", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Sangan", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, hades, sangan)
	t:Run()
	t:ExpectCard(sangan, LOCATION_GRAVE, 1)
	t:ExpectCount(1, LOCATION_HAND, 0)
	t:ExpectCount(1, LOCATION_DECK, 1)
	t:ExpectLP(1, 8000 - 1450)
end)

Test("Sangan destroyed by a monster that is not a Fiend still searches under Ha Des", function(t)
	Debug.AddCard("Dark Ruler Ha Des", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK) -- a Beast-Warrior
	local sangan = Debug.AddCard("Sangan", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local found = Debug.AddCard("Sangan", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse, sangan)
	t:Select(1, {found})
	t:Run()
	t:ExpectCard(found, LOCATION_HAND, 1)
end)

Test("Ha Des cannot be revived from the GY", function(t)
	local hades = Debug.AddCard("Dark Ruler Ha Des", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Monster Reborn")
	t:Run()
	t:ExpectCard(hades, LOCATION_GRAVE, 0)
end)
