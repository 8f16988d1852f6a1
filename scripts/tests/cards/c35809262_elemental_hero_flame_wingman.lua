-- Elemental HERO Flame Wingman (35809262): Avian + Burstinatrix; must be Fusion Summoned; when it
-- destroys a monster by battle, the opponent takes damage equal to that monster's ATK in the GY.
-- Vorse Raider: 1900 ATK
-- Celtic Guardian: 1400 ATK, 1200 DEF

Test("Flame Wingman destroying Vorse Raider by battle deals Vorse Raider's ATK as damage too", function(t)
	local wingman = Debug.AddCard("Elemental HERO Flame Wingman", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, wingman, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 200 - 1900)
end)

Test("against a Defense Position monster only the effect damage is dealt", function(t)
	local wingman = Debug.AddCard("Elemental HERO Flame Wingman", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:Attack(0, wingman, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 1400)
end)

Test("Flame Wingman cannot be Special Summoned except by Fusion Summon: Monster Reborn cannot revive it", function(t)
	Debug.AddCard("Elemental HERO Flame Wingman", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true) -- Fusion Summoned once
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Flame Wingman cannot be Normal Summoned from the Extra Deck or anywhere", function(t)
	local wingman = Debug.AddCard("Elemental HERO Flame Wingman", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "Summon", wingman)
	t:Run()
	t:ExpectCard(wingman, LOCATION_EXTRA, 0)
end)
