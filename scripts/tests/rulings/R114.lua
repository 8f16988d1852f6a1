-- R114: a Trap Monster is Special Summoned to a Monster Zone and is both a Trap Card and a monster
-- (a Normal Monster if it has no effects of its own); its original Spell & Trap Zone is locked while it
-- remains but holds no card; cards that destroy Traps can destroy it.
-- Embodiment of Apophis: Trap Monster, 1600/1800
-- Sonic Shooter, 1300: attacks directly while the opponent's S&T Zones are empty

Test("R114 Embodiment of Apophis becomes a 1600/1800 Normal Monster; Sonic Shooter attacks directly; MST destroys it", function(t)
	t:Start{player=1, turn=2}
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 0's draw in turn 3
	local apophis = Debug.AddCard("Embodiment of Apophis", 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	local sonic = Debug.AddCard("Sonic Shooter", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mst = Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, apophis)
	t:Run()
	t:ExpectCard(apophis, LOCATION_MZONE, 1, POS_FACEUP)
	t:ExpectAttack(apophis, 1600)
	t:ExpectDefense(apophis, 1800)
	t:ExpectCount(1, LOCATION_SZONE, 0) -- its Spell & Trap Zone holds no card
	t:Check(1, function(t)
		t:ExpectCard(apophis, LOCATION_MZONE, 1) -- still there in player 0's turn
	end)
	t:Phase(0, PHASE_MAIN1)
	t:Attack(0, sonic) -- directly, though player 1 controls a monster
	t:Run()
	t:ExpectLP(1, 6700)
	t:Phase(0, PHASE_MAIN2)
	t:Activate(0, mst)
	t:Select(0, {apophis}) -- a Trap Card: Mystical Space Typhoon may destroy it
	t:Run()
	t:ExpectCard(apophis, LOCATION_GRAVE, 1)
	t:ExpectCard(mst, LOCATION_GRAVE, 0)
end)

Test("R114 the Spell & Trap Zone Embodiment of Apophis left stays locked while it is a monster", function(t)
	local apophis = Debug.AddCard("Embodiment of Apophis", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	for zone = 1, 4 do
		Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_SZONE, zone, POS_FACEDOWN)
	end
	local extra = Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, apophis)
	t:Run()
	t:ExpectCard(apophis, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_SZONE, 4)
	t:ExpectIllegal(0, "Set", extra) -- the fifth zone is locked, not free
	t:Phase(0, PHASE_END)
	t:Run()
end)
