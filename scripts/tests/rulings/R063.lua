-- R063: when LP (or ATK/DEF) are halved and the half has a fraction, the value that remains is
-- rounded up, so the half that is paid is rounded down.
-- Solemn Judgment: pay half your LP

Test("R063 at 525 LP Solemn Judgment costs 262 and leaves 263", function(t)
	Debug.SetPlayerInfo(1, 525, 0, 0)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local solemn = Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, vorse)
	t:Activate(1, solemn)
	t:Check(0, function(t)
		t:ExpectLP(1, 263) -- the cost, paid on activation
	end)
	t:Run()
	t:ExpectLP(1, 263)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0) -- the summon was negated
	t:ExpectCard(solemn, LOCATION_GRAVE, 1)
end)
