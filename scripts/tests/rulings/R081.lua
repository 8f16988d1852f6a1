-- R081: once an activated effect has set ATK to a value, that value stays even if a continuous
-- effect that influenced it stops applying.

Test("R081 Megamorph, then Limiter Removal; destroying Megamorph leaves the doubled value", function(t)
	Debug.SetPlayerInfo(0, 7000, 0, 0)
	-- Mechanicalchaser (1850, Machine) stands in for the ruling's Jinzo
	local machine = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local megamorph = Debug.AddCard("Megamorph", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Limiter Removal", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local typhoon = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Megamorph")
	t:Select(0, {machine})
	t:Run()
	t:ExpectAttack(machine, 3700)
	t:Activate(0, "Limiter Removal")
	t:Pass(0)
	t:Run()
	t:ExpectAttack(machine, 7400)
	-- player 1 destroys Megamorph at its next chance (before the End Phase, where Limiter Removal strikes)
	t:Activate(1, typhoon)
	t:Select(1, {megamorph})
	t:Pass(0) -- no response: the Typhoon resolves
	t:Check(0, function(t) t:ExpectCard(megamorph, LOCATION_GRAVE, 0) t:ExpectAttack(machine, 7400) end)
	t:Run()
end)
