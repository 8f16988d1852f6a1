-- R015: a Normal (Tribute) Summon can be negated while it is about to happen; once it has succeeded
-- it no longer can.

Test("R015 Solemn Judgment negates the Tribute Summon of Jinzo", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local jinzo = Debug.AddCard("Jinzo", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local solemn = Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, jinzo)
	t:Select(0, {vorse})
	t:Activate(1, solemn)
	t:Run()
	t:ExpectLP(1, 4000)
	t:ExpectCard(jinzo, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)

Test("R015 once Jinzo's summon succeeded, Solemn Judgment cannot be used against it", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local jinzo = Debug.AddCard("Jinzo", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local solemn = Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, jinzo)
	t:Select(0, {vorse})
	t:Pass(1) -- lets the summon succeed
	t:ExpectNotOffered(1, solemn)
	t:Run()
	t:ExpectCard(jinzo, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(1, 8000)
end)
