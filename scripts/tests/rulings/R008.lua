-- R008: a monster's battle position can be changed by its controller at most once per turn, never
-- in the turn it was Normal, Special or Flip Summoned, and only between face-up Attack and face-up
-- Defense; a face-down Defense monster turns face-up only by Flip Summon.
-- The engine has no command that turns a monster face-down, so "turn face-down" can never be offered.

Test("R008 battle position changes", function(t)
	for p = 0, 1 do
		for i = 1, 3 do
			Debug.AddCard("Celtic Guardian", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	-- Set before the scenario began (the ruling: on turn 1)
	local giant = Debug.AddCard("Giant Soldier of Stone", 0, 0, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)

	-- turn 3: Normal Summoned this turn, so its position cannot change
	t:Summon(0, "Vorse Raider")
	t:ExpectIllegal(0, "ChangePosition", "Vorse Raider")
	t:Run()
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0, POS_FACEUP_ATTACK)

	-- turn 5: one change, to face-up Defense; a second one is refused
	t:Phase(0, PHASE_MAIN1)
	t:ChangePosition(0, "Vorse Raider")
	t:ExpectIllegal(0, "ChangePosition", "Vorse Raider")
	-- the Set monster may be Flip Summoned, and then not switched to Defense this turn
	t:FlipSummon(0, giant)
	t:ExpectIllegal(0, "ChangePosition", giant)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectCard(giant, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("R008 a face-down Defense monster cannot simply change position", function(t)
	local giant = Debug.AddCard("Giant Soldier of Stone", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "ChangePosition", giant)
	t:FlipSummon(0, giant)
	t:Run()
	t:ExpectCard(giant, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)
