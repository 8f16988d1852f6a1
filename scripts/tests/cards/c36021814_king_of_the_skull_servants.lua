-- King of the Skull Servants (36021814): original ATK 1000 per "King of the Skull Servants" and
-- "Skull Servant" in its controller's GY; when destroyed by battle and sent to the GY: banish 1 other
-- of them from the GY to Special Summon it.
-- Skull Servant: Normal monster, 300
-- Vorse Raider: 1900

Test("King of the Skull Servants counts Kings and Skull Servants in its controller's GY only", function(t)
	local king = Debug.AddCard("King of the Skull Servants", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Skull Servant", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard("King of the Skull Servants", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard("Skull Servant", 1, 1, LOCATION_GRAVE, 0, POS_FACEUP) -- the opponent's: not counted
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP) -- not a Skull Servant
	t:Run()
	t:ExpectAttack(king, 2000)
	t:ExpectDefense(king, 0)
end)

Test("King of the Skull Servants with an empty GY has 0 ATK", function(t)
	local king = Debug.AddCard("King of the Skull Servants", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Run()
	t:ExpectAttack(king, 0)
end)

Test("King of the Skull Servants destroyed by battle banishes a Skull Servant to come back", function(t)
	t:Start{player=1}
	local king = Debug.AddCard("King of the Skull Servants", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local servant = Debug.AddCard("Skull Servant", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, king) -- 1900 against 1000
	t:Yes(0) -- its optional trigger
	t:Select(0, {servant}) -- the cost
	t:Run()
	t:ExpectLP(0, 8000 - 900)
	t:ExpectCard(servant, LOCATION_REMOVED, 0)
	t:ExpectCard(king, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(king, 0) -- nothing left in the GY
end)

Test("King of the Skull Servants with no other Skull Servant in the GY cannot come back", function(t)
	t:Start{player=1}
	local king = Debug.AddCard("King of the Skull Servants", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, king)
	t:Run()
	t:ExpectLP(0, 8000 - 1900)
	t:ExpectCard(king, LOCATION_GRAVE, 0)
end)
