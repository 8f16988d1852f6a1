-- A monster effect limited to once per turn (SetCountLimit(1)) whose activation was negated stays
-- used that turn: the limit is used when the effect is activated (ygopro's solve_chain refunds only
-- EFFECT_COUNT_CODE_OATH activation limits, R108). Contrast: "you can only activate 1 per turn"
-- (an oath) is given back by a negated activation.
-- Stealth Bird: once per turn, turn itself face-down (ignition). Light and Darkness Dragon: negates
-- the activation of a card or effect once per chain (its own, mandatory) and loses 500 ATK/DEF.

Test("negated once per turn monster effect: offered before it is activated", function(t)
	local bird = Debug.AddCard("Stealth Bird", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectOffered(0, bird)
	t:Run()
end)

Test("negated once per turn monster effect: its activation negated, it is not offered again that turn", function(t)
	local bird = Debug.AddCard("Stealth Bird", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local dragon = Debug.AddCard("Light and Darkness Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	t:Activate(0, bird)
	t:Run()
	t:ExpectCard(bird, LOCATION_MZONE, 0, POS_FACEUP_ATTACK) -- negated: it stayed face-up
	t:ExpectAttack(dragon, 2300)
	t:ExpectNotOffered(0, bird)
	t:Run()
end)
