-- Sasuke Samurai #4 (64538655): at the start of the Damage Step, if it battles a monster: call a
-- coin toss; if the call is right, destroy that monster (mandatory).
-- Sasuke Samurai #4: 1200
-- Vorse Raider: 1900

Test("Sasuke Samurai #4 calls the toss right: the monster it battles is destroyed before damage calculation", function(t)
	local sasuke = Debug.AddCard("Sasuke Samurai #4", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, sasuke, vorse)
	t:Announce(0, 1) -- the call: heads
	t:Coin(0, true)

	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(sasuke, LOCATION_MZONE, 0)
	t:ExpectLP(0, 8000)
end)

Test("Sasuke Samurai #4 calls the toss wrong: the battle goes on", function(t)
	local sasuke = Debug.AddCard("Sasuke Samurai #4", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, sasuke, vorse)
	t:Announce(0, 1)
	t:Coin(0, false)

	t:Run()
	t:ExpectCard(sasuke, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000 - 700)
end)

Test("Sasuke Samurai #4 attacking directly has nothing to toss for", function(t)
	local sasuke = Debug.AddCard("Sasuke Samurai #4", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, sasuke)
	t:Run()
	t:ExpectLP(1, 8000 - 1200)
end)
