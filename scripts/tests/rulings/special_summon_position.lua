-- The controller chooses the battle position of a Special Summoned monster whenever the effect or
-- procedure allows more than one (POS_FACEUP: face-up Attack or face-up Defense), as ygopro asks in
-- move_to_field; a single allowed position is taken without a question.
-- Monster Reborn: Duel.SpecialSummon(..., POS_FACEUP). Spirit of Flames: a summoning procedure
-- (banish 1 FIRE monster from your GY). Mystic Tomato: "in face-up Attack Position".

Test("Special Summon position: a revived monster can be summoned in face-up Defense Position", function(t)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	t:Activate(0, "Monster Reborn")
	t:Select(0, {vorse})
	t:Position(0, POS_FACEUP_DEFENSE)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
end)

Test("Special Summon position: the same revival in face-up Attack Position when chosen", function(t)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	t:Activate(0, "Monster Reborn")
	t:Select(0, {vorse})
	t:Position(0, POS_FACEUP_ATTACK)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("Special Summon position: a summoning procedure lets its player choose face-up Defense", function(t)
	local solar = Debug.AddCard("Solar Flare Dragon", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local spirit = Debug.AddCard("Spirit of Flames", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, spirit)
	t:Select(0, {solar})
	t:Position(0, POS_FACEUP_DEFENSE)
	t:Run()
	t:ExpectCard(spirit, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectCard(solar, LOCATION_REMOVED, 0)
end)

Test("Special Summon position: an effect naming one position (face-up Attack) gives no choice", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local tomato = Debug.AddCard("Mystic Tomato", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local sangan = Debug.AddCard("Sangan", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, "Vorse Raider", tomato)
	t:Yes(1)
	t:Select(1, {sangan})
	t:Run()
	t:ExpectCard(sangan, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
end)
