-- R067: an effect that does not target (all cards, hidden cards, random cards, or a choice made as
-- it resolves) decides which cards it affects only when it resolves.
-- Smashing Ground: destroy the opponent's face-up monster with the highest DEF
-- Big Shield Gardna, DEF 2600
-- Vorse Raider: DEF 1200

Test("R067 Smashing Ground destroys Big Shield Gardna, revived in response, instead of Vorse Raider", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local gardna = Debug.AddCard("Big Shield Gardna", 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	local coth = Debug.AddCard("Call of the Haunted", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local smashing = Debug.AddCard("Smashing Ground", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, smashing)
	t:Activate(1, coth)
	t:Select(1, {gardna})
	t:Check(0, function(t)
		-- when Smashing Ground was activated, Vorse Raider was the only candidate
		t:ExpectChainLength(2)
		t:ExpectCount(1, LOCATION_MZONE, 1)
	end)
	t:Run()
	t:ExpectCard(gardna, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectCard(coth, LOCATION_GRAVE, 1) -- its monster was destroyed, so it was too
	t:ExpectCard(smashing, LOCATION_GRAVE, 0)
end)

Test("R067 contrast: unanswered, Smashing Ground destroys Vorse Raider", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local gardna = Debug.AddCard("Big Shield Gardna", 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	local coth = Debug.AddCard("Call of the Haunted", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local smashing = Debug.AddCard("Smashing Ground", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, smashing)
	t:Pass(1)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(gardna, LOCATION_GRAVE, 1)
	t:ExpectCard(coth, LOCATION_SZONE, 1, POS_FACEDOWN)
end)
