-- R103: a card that turns face-down loses all its counters.

Test("R103 Breaker turned face-down by Book of Moon loses its Spell Counter and gets none when Flip Summoned", function(t)
	for p = 0, 1 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local breaker = Debug.AddCard("Breaker the Magical Warrior", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local book = Debug.AddCard("Book of Moon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, breaker)
	t:Run()
	t:ExpectAttack(breaker, 1900)
	t:Pass(0)
	t:Activate(1, book)
	t:Select(1, {breaker})
	t:Run()
	t:ExpectCard(breaker, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	if breaker:GetCounter(0x1) ~= 0 then error("the Spell Counter should be gone") end
	t:Phase(0, PHASE_MAIN1)
	t:FlipSummon(0, breaker)
	t:Run()
	t:ExpectAttack(breaker, 1600)
	if breaker:GetCounter(0x1) ~= 0 then error("a Flip Summon places no counter") end
end)
