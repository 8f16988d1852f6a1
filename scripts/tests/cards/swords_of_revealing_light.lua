-- Swords of Revealing Light (72302403): flip the opponent's face-down monsters face-up; stays on the
-- field, the opponent's monsters cannot attack, destroyed in the opponent's 3rd End Phase.
local SWORDS = 72302403
local VORSE = 14898066

Test("Swords of Revealing Light flips the opponent's face-down monsters face-up", function(t)
	local hidden = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local own = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(SWORDS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, SWORDS)
	t:Run()
	t:ExpectCard(hidden, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCard(own, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
end)

Test("Swords of Revealing Light stays on the field and stops the opponent's attacks", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local swords = Debug.AddCard(SWORDS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, swords)
	t:Skip("engine: a Normal Spell cannot stay on the field after resolving (ygopro's Card.CancelToGrave is missing)")
	t:Run()
	t:ExpectCard(swords, LOCATION_SZONE, 0, POS_FACEUP)
	t:Phase(1, PHASE_MAIN1)
	t:ExpectIllegal(1, "Attack", vorse)
	t:Run()
end)
