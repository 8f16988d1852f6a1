-- Great Long Nose (2356994): Spirit: cannot be Special Summoned; returns to the hand in the End Phase of the
-- turn it was Normal Summoned or flipped face-up. When it inflicts battle damage, the opponent skips their next Battle Phase.
-- Great Long Nose: ATK 1900

Test("Great Long Nose Normal Summoned returns to the hand in the End Phase", function(t)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local spirit = Debug.AddCard("Great Long Nose", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local tribute = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK) -- Level 5: 1 tribute
	t:Summon(0, spirit)
	t:Select(0, {tribute})
	t:Run()
	t:ExpectCard(spirit, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectCard(spirit, LOCATION_HAND, 0)
end)

Test("Great Long Nose Set stays on the field; flipped face-up later it returns that turn", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local spirit = Debug.AddCard("Great Long Nose", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local tribute = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Set(0, spirit)
	t:Select(0, {tribute})
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectCard(spirit, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_MAIN1)
	t:FlipSummon(0, spirit)
	t:Run()
	t:ExpectCard(spirit, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(spirit, LOCATION_HAND, 0)
end)

Test("Great Long Nose cannot be Special Summoned", function(t)
	local spirit = Debug.AddCard("Great Long Nose", 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)

Test("Great Long Nose's battle damage makes the opponent skip their next Battle Phase", function(t)
	for p = 0, 1 do
		for i = 1, 3 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
	Debug.AddCard("Great Long Nose", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, "Great Long Nose")
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	t:ExpectIllegal(1, "Phase", PHASE_BATTLE)
	-- only the next one: two turns later player 1 may battle again
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(6)
	t:Phase(1, PHASE_BATTLE_STEP)
	t:Run()
end)
