-- R057: an effect negated as it resolves still counts as having resolved (negated), so it still
-- makes an optional "when" trigger set off before it miss its timing.
-- Royal Decree: negates all other Trap effects on the field
-- Raigeki Break: discard 1 (cost); destroy 1 targeted card
-- Peten the Dark Clown: optional "when" sent to the GY

Test("R057 Raigeki Break negated by Royal Decree still makes Peten the Dark Clown miss its timing", function(t)
	local decree = Debug.AddCard("Royal Decree", 1, 1, LOCATION_SZONE, 1, POS_FACEUP)
	local peten = Debug.AddCard("Peten the Dark Clown", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local spare = Debug.AddCard("Peten the Dark Clown", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rbreak = Debug.AddCard("Raigeki Break", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, rbreak)
	t:Select(0, {peten}) -- the discard cost
	t:Select(0, {vorse})
	t:Check(1, function(t)
		t:ExpectChainLength(1)
		t:ExpectCard(peten, LOCATION_GRAVE, 0) -- the cost is paid before the chain resolves
	end)
	t:Run() -- strict: an offered Peten trigger would be an unanswered prompt
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_ATTACK) -- the effect was negated
	t:ExpectCard(rbreak, LOCATION_GRAVE, 0)
	t:ExpectCard(peten, LOCATION_GRAVE, 0) -- not banished for its cost: the trigger was never activated
	t:ExpectCard(spare, LOCATION_DECK, 0)
	t:ExpectCard(decree, LOCATION_SZONE, 1, POS_FACEUP)
end)
