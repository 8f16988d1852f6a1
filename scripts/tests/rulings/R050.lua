-- R050: an activated trigger or ignition effect still resolves if its monster leaves the field or
-- turns face-down in response, unless the effect needs the monster to stay face-up on the field.
-- Zaborg the Thunder Monarch, ATK 2400

Test("R050 Zaborg destroyed by Ring of Destruction in response still destroys its target", function(t)
	local tribute = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local zaborg = Debug.AddCard("Zaborg the Thunder Monarch", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local ring = Debug.AddCard("Ring of Destruction", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, zaborg)
	t:Select(0, {tribute})
	t:Select(0, {vorse})     -- Zaborg's trigger targets Vorse Raider
	t:Activate(1, ring)      -- chained to it
	t:Select(1, {zaborg})
	t:Run()
	t:ExpectCard(zaborg, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 5600)
	t:ExpectLP(1, 5600)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(ring, LOCATION_GRAVE, 1)
end)

Test("R050 Breaker the Magical Warrior destroyed in response still destroys the Set card", function(t)
	local breaker = Debug.AddCard("Breaker the Magical Warrior", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(breaker, 0x1, 1) -- 1 Spell Counter
	local mirror = Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local rbreak = Debug.AddCard("Raigeki Break", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local cost = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, breaker)
	t:Select(0, {mirror})
	t:Activate(1, rbreak)
	t:Select(1, {cost})
	t:Select(1, {breaker})
	t:Run()
	t:ExpectCard(breaker, LOCATION_GRAVE, 0)
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
	t:ExpectCard(rbreak, LOCATION_GRAVE, 1)
end)
