-- R087: when the activation of a Spell Card is negated, the card goes to the GY even if the negating
-- effect does not destroy it; when the activation of an effect of a card on the field is negated,
-- the card stays on the field.
-- Light and Darkness Dragon, 2800/2400
-- Breaker the Magical Warrior, 1600 + 300 per Spell Counter
local COUNTER_SPELL = 0x1

Test("R087 negated Swords of Revealing Light goes to the GY; negated Breaker stays on the field", function(t)
	local dragon = Debug.AddCard("Light and Darkness Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local breaker = Debug.AddCard("Breaker the Magical Warrior", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(breaker, COUNTER_SPELL, 1)
	local swords = Debug.AddCard("Swords of Revealing Light", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local mirror = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)

	t:Activate(0, swords)
	t:Check(0, function(t)
		t:ExpectChainLength(2)
		t:ExpectChainLink(2, dragon)
	end)
	t:Run()
	t:ExpectCard(swords, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_SZONE, 0)
	t:ExpectAttack(dragon, 2300)
	t:ExpectDefense(dragon, 1900)
	t:ExpectAttack(breaker, 1900)

	t:Activate(0, breaker)
	t:Select(0, {mirror})
	t:Run()
	t:ExpectAttack(dragon, 1800)
	t:ExpectDefense(dragon, 1400)
	t:ExpectCard(breaker, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(breaker, 1600)
	t:ExpectCard(mirror, LOCATION_SZONE, 1, POS_FACEDOWN)
end)
