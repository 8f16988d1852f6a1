-- Spirit Ryu (67957315): during your Battle Phase, while it attacks or is attacked (not in the Damage
-- Step): discard 1 Dragon monster; it gains 1000 ATK and DEF until the end of the Battle Phase.
-- Spirit Ryu: 1000/1000
-- Blue-Eyes White Dragon: Dragon
-- Luster Dragon, a Dragon
-- Vorse Raider: 1900, a Beast-Warrior
-- Summoned Skull: 2500

Test("Spirit Ryu discards a Dragon while attacking and beats Vorse Raider", function(t)
	local ryu = Debug.AddCard("Spirit Ryu", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, ryu, vorse)
	t:Activate(0, ryu)
	t:Select(0, {bewd})
	t:Run()
	t:ExpectCard(bewd, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 100)
	t:ExpectAttack(ryu, 2000)
	t:ExpectDefense(ryu, 2000)
	-- the gain ends with the Battle Phase
	t:Phase(0, PHASE_MAIN2)
	t:Run()
	t:ExpectAttack(ryu, 1000)
	t:ExpectDefense(ryu, 1000)
end)

Test("Spirit Ryu uses its effect twice in one battle, one Dragon each time", function(t)
	local ryu = Debug.AddCard("Spirit Ryu", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local luster = Debug.AddCard("Luster Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, ryu, skull)
	t:Activate(0, ryu)
	t:Select(0, {bewd})
	t:Pass(1)
	t:Activate(0, ryu)
	t:Select(0, {luster})
	t:Run()
	t:ExpectCard(skull, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 500)
	t:ExpectAttack(ryu, 3000)
end)

Test("Spirit Ryu cannot use its effect outside the Battle Phase, even with a Dragon in hand", function(t)
	local ryu = Debug.AddCard("Spirit Ryu", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, ryu) -- Main Phase 1
	t:Run()
	t:ExpectCannotActivate(0, ryu)
end)

Test("Spirit Ryu with only a non-Dragon in hand cannot use its effect while attacking", function(t)
	local ryu = Debug.AddCard("Spirit Ryu", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, ryu, vorse)
	t:ExpectNotOffered(0, ryu)
	t:Run()
	t:ExpectCard(ryu, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000 - 900)
end)
