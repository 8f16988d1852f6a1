-- R016: a summoned monster's continuous effects apply from the moment the summon succeeds, before any
-- summon-success response.
-- King of the Skull Servants: ATK 1000 per King / Skull Servant in its GY
-- Skull Servant: Normal monster

Test("R016 Jinzo's trap lock already stops Bottomless Trap Hole at its summon success", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local jinzo = Debug.AddCard("Jinzo", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bth = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, jinzo)
	t:Select(0, {vorse})
	t:Pass(1) -- no summon negation
	t:ExpectNotOffered(1, bth)
	t:Run()
	t:ExpectCard(jinzo, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(bth, LOCATION_SZONE, 1)
end)

Test("R016 King of the Skull Servants' ATK counts at its summon success for Bottomless Trap Hole", function(t)
	local king = Debug.AddCard("King of the Skull Servants", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Skull Servant", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard("Skull Servant", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local bth = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, king)
	t:Pass(1) -- no summon negation
	t:Check(1, function(t) -- the summon-success window: 2 Skull Servant in the GY, ATK 2000 already
		t:ExpectAttack(king, 2000)
	end)
	t:Activate(1, bth)
	t:Run()
	t:ExpectCard(king, LOCATION_REMOVED, 0)
	t:ExpectCount(0, LOCATION_MZONE, 0)
	t:ExpectCard(bth, LOCATION_GRAVE, 1)
end)

Test("R016 with 1 Skull Servant in the GY King of the Skull Servants has 1000 ATK: no Bottomless Trap Hole", function(t)
	local king = Debug.AddCard("King of the Skull Servants", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Skull Servant", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local bth = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, king)
	t:Pass(1) -- no summon negation
	t:ExpectNotOffered(1, bth)
	t:Run()
	t:ExpectCard(king, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(king, 1000)
	t:ExpectCard(bth, LOCATION_SZONE, 1)
end)
