-- R104: counters placed by an effect stay when the card's effects are negated.

Test("R104 under Skill Drain Breaker keeps its counter, and uses it once Skill Drain is gone", function(t)
	local breaker = Debug.AddCard("Breaker the Magical Warrior", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(breaker, 0x1, 1)
	local drain = Debug.AddCard("Skill Drain", 1, 1, LOCATION_SZONE, 0, POS_FACEUP) -- already activated
	local mirror = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectAttack(breaker, 1600)
	if breaker:GetCounter(0x1) ~= 1 then error("the Spell Counter should stay under Skill Drain") end
	-- (whether its effect may still be activated under Skill Drain, to resolve negated, is left open here)
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {drain})
	t:Run()
	t:ExpectCard(drain, LOCATION_GRAVE, 1)
	t:ExpectAttack(breaker, 1900)
	t:Activate(0, breaker)
	t:Select(0, {mirror})
	t:Run()
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
	t:ExpectAttack(breaker, 1600)
end)
