-- R103: a card that turns face-down loses all its counters.
local BREAKER = 71413901
local BOOK = 14087893
local VORSE = 14898066

Test("R103 Breaker turned face-down by Book of Moon loses its Spell Counter and gets none when Flip Summoned", function(t)
	for p = 0, 1 do Debug.AddCard(VORSE, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local breaker = Debug.AddCard(BREAKER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local book = Debug.AddCard(BOOK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
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
