-- R016: a summoned monster's continuous effects apply from the moment the summon succeeds, before any
-- summon-success response.
local JINZO = 77585513
local VORSE = 14898066
local BTH = 29401950

Test("R016 Jinzo's trap lock already stops Bottomless Trap Hole at its summon success", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local jinzo = Debug.AddCard(JINZO, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bth = Debug.AddCard(BTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, jinzo)
	t:Select(0, {vorse})
	t:Pass(1) -- no summon negation
	t:ExpectNotOffered(1, bth)
	t:Run()
	t:ExpectCard(jinzo, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(bth, LOCATION_SZONE, 1)
end)

Test("R016 King of the Skull Servants' ATK counts at its summon success for Bottomless Trap Hole", function(t)
	t:Skip("needs King of the Skull Servants (36021814) and Skull Servant in the card set: not scripted yet")
end)
