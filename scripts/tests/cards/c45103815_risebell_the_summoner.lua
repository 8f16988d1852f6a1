-- Risebell the Summoner (45103815): Pendulum Normal Monster, Level 3, Scale 2. Pendulum Effect (in a
-- Pendulum Zone), once per turn: target 1 face-up monster with a Level; it gains 1 Level for good.
-- Flash Knight, Level 4, Scale 7
-- Vorse Raider: Level 4
-- Number 39: Utopia: Xyz, Rank 4: no Level

Test("Risebell activated into a Pendulum Zone raises a monster's Level by 1", function(t)
	local risebell = Debug.AddCard("Risebell the Summoner", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, risebell)
	t:Zone(0, 0)
	t:Run()
	t:ExpectCard(risebell, LOCATION_SZONE, 0, POS_FACEUP)
	if not risebell:IsLocation(LOCATION_PZONE) then error("Risebell should be in a Pendulum Zone") end
	if risebell:GetLeftScale() ~= 2 or risebell:GetRightScale() ~= 2 then error("Risebell's scales are 2") end
	t:Activate(0, risebell)
	t:Select(0, {vorse})
	t:Run()
	if vorse:GetLevel() ~= 5 then error("Vorse Raider should be Level 5, is " .. vorse:GetLevel()) end
	-- once per turn
	t:ExpectCannotActivate(0, risebell)
end)

Test("Risebell can raise the Level of an opponent's monster", function(t)
	Debug.AddCard("Risebell the Summoner", 0, 0, LOCATION_SZONE, 4, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	t:Activate(0, "Risebell the Summoner")
	t:Select(0, {vorse})
	t:Run()
	if vorse:GetLevel() ~= 5 then error("Vorse Raider should be Level 5, is " .. vorse:GetLevel()) end
end)

Test("Risebell cannot target an Xyz Monster (no Level) nor a face-down monster", function(t)
	local risebell = Debug.AddCard("Risebell the Summoner", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard("Number 39: Utopia", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, risebell)
	t:Run()
end)

Test("Risebell as a monster in the Monster Zone has no effect", function(t)
	local risebell = Debug.AddCard("Risebell the Summoner", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, risebell)
	t:Run()
end)

Test("the Level gained stays after Risebell leaves; Risebell goes face-up to the Extra Deck", function(t)
	local risebell = Debug.AddCard("Risebell the Summoner", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw in turn 4
	t:Activate(0, risebell)
	t:Select(0, {vorse})
	t:Pass(1)
	t:Phase(0, PHASE_END)
	t:Activate(1, mst)
	t:Select(1, {risebell})
	t:Run()
	t:ExpectCard(risebell, LOCATION_EXTRA, 0, POS_FACEUP)
	if vorse:GetLevel() ~= 5 then error("Vorse Raider should still be Level 5, is " .. vorse:GetLevel()) end
end)

Test("Risebell's effect resolves even if Risebell is destroyed in response", function(t)
	local risebell = Debug.AddCard("Risebell the Summoner", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(0, risebell)
	t:Select(0, {vorse})
	t:Activate(1, mst)
	t:Select(1, {risebell})
	t:Run()
	t:ExpectCard(risebell, LOCATION_EXTRA, 0, POS_FACEUP)
	if vorse:GetLevel() ~= 5 then error("Vorse Raider should be Level 5, is " .. vorse:GetLevel()) end
end)

Test("Risebell (Scale 2) and Flash Knight (Scale 7) Pendulum Summon Level 3 to 6 monsters; Risebell itself is Level 3", function(t)
	Debug.AddCard("Risebell the Summoner", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard("Flash Knight", 0, 0, LOCATION_SZONE, 4, POS_FACEUP)
	local risebell = Debug.AddCard("Risebell the Summoner", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:PendulumSummon(0)
	t:Select(0, {risebell, vorse})
	t:Run()
	t:ExpectCard(risebell, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	if risebell:GetLevel() ~= 3 then error("Risebell is Level 3") end
end)

Test("Risebell destroyed as a monster goes face-up to the Extra Deck", function(t)
	local risebell = Debug.AddCard("Risebell the Summoner", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(risebell, LOCATION_EXTRA, 0, POS_FACEUP)
end)
