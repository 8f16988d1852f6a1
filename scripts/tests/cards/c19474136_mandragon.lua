-- Mandragon (19474136): Pendulum Normal Monster, EARTH Plant, Level 5, 2500/1000, Scale 2 on both sides,
-- no Pendulum Effect. A Level 5: one Tribute for a Normal Summon; the lower end of a Pendulum Summon.
-- Flash Knight: Scale 7
-- Gaia Saber, the Lightning Shadow: Link-3, arrows Left, Right, Bottom

Test("Mandragon is Tribute Summoned with 1 Tribute", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mandragon = Debug.AddCard("Mandragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, mandragon)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(mandragon, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(mandragon, 2500)
	if mandragon:GetLeftScale() ~= 2 or mandragon:GetRightScale() ~= 2 then error("Scales 2") end
end)

Test("Mandragon in the right Pendulum Zone: its scale counts; destroyed there it goes face-up to the Extra Deck", function(t)
	local mandragon = Debug.AddCard("Mandragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, mandragon)
	t:Zone(0, 4)
	t:Check(1, function(t) t:ExpectChainLink(1, mandragon) end)
	t:Run()
	t:ExpectCard(mandragon, LOCATION_SZONE, 0, POS_FACEUP)
	if Duel.GetFieldCard(0, LOCATION_PZONE, 1) ~= mandragon or mandragon:GetCurrentScale() ~= 2 then error("the right scale is 2") end
	t:Summon(0, "Vorse Raider") -- gives player 1 a window
	t:Activate(1, mst)
	t:Select(1, {mandragon})
	t:Run()
	t:ExpectCard(mandragon, LOCATION_EXTRA, 0, POS_FACEUP)
	t:ExpectCount(0, LOCATION_GRAVE, 0)
end)

Test("Mandragon Pendulum Summoned from the Extra Deck may use a Main Monster Zone a Link Monster points to", function(t)
	Debug.AddCard("Gaia Saber, the Lightning Shadow", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true) -- points down to zone 1
	local mandragon = Debug.AddCard("Mandragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local other = Debug.AddCard("Mandragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Mandragon", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard("Flash Knight", 0, 0, LOCATION_SZONE, 4, POS_FACEUP)
	-- Tributed for the other Mandragon, it goes face-up to the Extra Deck
	t:Summon(0, other)
	t:Select(0, {mandragon})
	t:Zone(0, 3)
	t:Run()
	t:ExpectCard(mandragon, LOCATION_EXTRA, 0, POS_FACEUP)
	t:PendulumSummon(0)
	t:Select(0, {mandragon})
	t:Run()
	t:ExpectCard(mandragon, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	if mandragon:GetSequence() ~= 1 then error("the only zone it may use is zone 1, is in " .. mandragon:GetSequence()) end
end)
