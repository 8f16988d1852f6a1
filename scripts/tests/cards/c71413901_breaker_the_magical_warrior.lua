-- Breaker the Magical Warrior (71413901): Normal Summoned: 1 Spell Counter (max 1); +300 ATK per
-- counter; remove 1 counter: target 1 Spell/Trap on the field; destroy it.
local COUNTER_SPELL = 0x1

Test("Breaker Normal Summoned gets a counter (1900 ATK), then spends it to destroy a Set card", function(t)
	local breaker = Debug.AddCard("Breaker the Magical Warrior", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, breaker)
	t:Run()
	t:ExpectAttack(breaker, 1900)
	t:Activate(0, breaker)
	t:Select(0, {set})
	t:Run()
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectAttack(breaker, 1600)
	-- no counter left: the effect is no longer offered
	t:ExpectNotOffered(0, breaker)
	t:Run()
end)

Test("Breaker Set and Flip Summoned gets no counter", function(t)
	local breaker = Debug.AddCard("Breaker the Magical Warrior", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:FlipSummon(0, breaker)
	t:Run()
	t:ExpectAttack(breaker, 1600)
	t:ExpectNotOffered(0, breaker)
	t:Run()
end)

Test("Breaker starting with a counter can use it at once", function(t)
	local breaker = Debug.AddCard("Breaker the Magical Warrior", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(breaker, COUNTER_SPELL, 1)
	local own = Debug.AddCard("Mirror Force", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectAttack(breaker, 1900)
	t:Activate(0, breaker)
	t:Select(0, {own}) -- its own controller's cards are valid targets too
	t:Run()
	t:ExpectCard(own, LOCATION_GRAVE, 0)
end)
