-- Horus the Black Flame Dragon LV8 (48229808): cannot be Normal Summoned or Set; Special Summoned
-- only by Horus LV6's effect. When a Spell Card is activated, it may negate that activation and
-- destroy the card.

Test("Horus LV8 negates Dark Hole's activation and destroys it", function(t)
	t:Start{player = 1, turn = 4}
	local horus8 = Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard("Dark Hole", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, "Dark Hole")
	t:Activate(0, horus8)
	t:Run()
	t:ExpectCard(hole, LOCATION_GRAVE, 1)
	t:ExpectCard(horus8, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
end)

Test("Horus LV8 cannot be Normal Summoned or Set, even with tributes", function(t)
	local horus8 = Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectIllegal(0, "Summon", horus8)
	t:ExpectIllegal(0, "Set", horus8)
	t:Run()
end)
