-- R011: a Quick-Play Spell may be activated from the hand only in its controller's own turn; in the
-- opponent's turn only a Quick-Play Spell already Set on the field may be activated.
-- Vorse Raider: ATK 1900
-- Celtic Guardian: ATK 1400
-- Rush Recklessly: +700 ATK

Test("R011 in the opponent's Battle Step Book of Moon in the hand is not offered; the Set one stops the attack", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local in_hand = Debug.AddCard("Book of Moon", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard("Book of Moon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN) -- Set on turn 2
	t:Attack(0, vorse)
	t:ExpectNotOffered(1, in_hand)
	t:ExpectOffered(1, set)
	t:Activate(1, set)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectLP(1, 8000) -- the attack ended
	t:ExpectCard(in_hand, LOCATION_HAND, 1)
	t:ExpectCard(set, LOCATION_GRAVE, 1)
end)

Test("R011 in its own Battle Step the turn player activates Rush Recklessly from the hand", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rush = Debug.AddCard("Rush Recklessly", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse)
	t:ExpectOffered(0, rush) -- the window after the attack declaration
	t:Activate(0, rush)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(rush, LOCATION_GRAVE, 0)
	t:ExpectAttack(vorse, 2600)
	t:ExpectLP(1, 8000 - 2600)
end)

Test("R011 both cards at once: the hand Book of Moon stays unusable while Rush Recklessly is on the chain", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rush = Debug.AddCard("Rush Recklessly", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local in_hand = Debug.AddCard("Book of Moon", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard("Book of Moon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(0, rush)
	t:Select(0, {vorse})
	t:ExpectNotOffered(1, in_hand)
	t:Activate(1, set) -- chained to Rush Recklessly: resolves first
	t:Select(1, {vorse})
	t:Run()
	-- face-down when Rush Recklessly resolved, so it gained nothing; the attack ended
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectLP(1, 8000)
	t:ExpectCard(rush, LOCATION_GRAVE, 0)
	t:ExpectCard(in_hand, LOCATION_HAND, 1)
end)

Test("R011 in the opponent's turn Rush Recklessly in the hand is not offered; the Set one is", function(t)
	t:Start{player = 1, turn = 4, phase = PHASE_MAIN1}
	local raider = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local in_hand = Debug.AddCard("Rush Recklessly", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard("Rush Recklessly", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(1, raider, celtic)
	t:ExpectNotOffered(0, in_hand)
	t:ExpectOffered(0, set)
	t:Activate(0, set)
	t:Select(0, {celtic})
	t:Run()
	-- Celtic Guardian 2100 beats Vorse Raider 1900
	t:ExpectCard(raider, LOCATION_GRAVE, 1)
	t:ExpectCard(celtic, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(1, 8000 - 200)
	t:ExpectCard(in_hand, LOCATION_HAND, 0)
end)
