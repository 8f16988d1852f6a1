-- Yata-Garasu (3078576): Spirit: cannot be Special Summoned; returns to the hand in the End Phase of the
-- turn it was Normal Summoned or flipped face-up. When it inflicts battle damage, the opponent skips their next Draw Phase.
local SPIRIT = 3078576 -- ATK 200
local VORSE = 14898066
local REBORN = 83764718

Test("Yata-Garasu Normal Summoned returns to the hand in the End Phase", function(t)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local spirit = Debug.AddCard(SPIRIT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, spirit)
	t:Run()
	t:ExpectCard(spirit, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectCard(spirit, LOCATION_HAND, 0)
end)

Test("Yata-Garasu Set stays on the field; flipped face-up later it returns that turn", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local spirit = Debug.AddCard(SPIRIT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Set(0, spirit)
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

Test("Yata-Garasu cannot be Special Summoned", function(t)
	local spirit = Debug.AddCard(SPIRIT, 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	local reborn = Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)

Test("Yata-Garasu's battle damage makes the opponent skip their next Draw Phase", function(t)
	for p = 0, 1 do
		for i = 1, 3 do Debug.AddCard(VORSE, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
	Debug.AddCard(SPIRIT, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, SPIRIT)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectLP(1, 8000 - 200)
	t:ExpectCount(1, LOCATION_HAND, 0)
	t:ExpectCount(1, LOCATION_DECK, 3)
	-- only the next one: two turns later player 1 draws again
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(6)
	t:ExpectCount(1, LOCATION_HAND, 1)
end)

Test("Yata-Garasu stays in the GY even when an effect summons it without asking", function(t)
	local spirit = Debug.AddCard(SPIRIT, 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	t:Check(0, function()
		assert(not spirit:IsCanBeSpecialSummoned(nil, 0, 0, false, false), "it may not be Special Summoned")
		assert(Duel.SpecialSummon(spirit, 0, 0, 0, false, false, POS_FACEUP_ATTACK) == 0, "the summon is refused")
	end)
	t:Run()
	t:ExpectCard(spirit, LOCATION_GRAVE, 0)
end)
