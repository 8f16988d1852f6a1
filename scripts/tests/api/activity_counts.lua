-- Duel.GetActivityCount(player, ACTIVITY_...): what the player did this turn, one count per activity
-- asked (ygopro's duel_get_activity_count). ACTIVITY_ATTACK counts attacks, ACTIVITY_BATTLE_PHASE
-- the Battle Phases entered; both start again at 0 each turn; an unknown activity counts 0.
-- Vorse Raider: ATK 1900

Test("an attack counts for ACTIVITY_ATTACK and entering the Battle Phase for ACTIVITY_BATTLE_PHASE", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local attacks, phases = Duel.GetActivityCount(0, ACTIVITY_ATTACK, ACTIVITY_BATTLE_PHASE)
	assert(attacks == 0 and phases == 0, "before: " .. tostring(attacks) .. ", " .. tostring(phases))
	t:Attack(0, vorse)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	attacks, phases = Duel.GetActivityCount(0, ACTIVITY_ATTACK, ACTIVITY_BATTLE_PHASE)
	assert(attacks == 1, "attacks " .. tostring(attacks))
	assert(phases == 1, "battle phases " .. tostring(phases))
	assert(Duel.GetActivityCount(1, ACTIVITY_ATTACK) == 0, "the opponent did not attack")
	assert(Duel.GetActivityCount(1, ACTIVITY_BATTLE_PHASE) == 0, "nor enter a Battle Phase")
end)

Test("the Battle Phase counts even without an attack, and the counts start again next turn", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's next draw
	t:Phase(0, PHASE_BATTLE_STEP)
	t:Run()
	assert(Duel.GetActivityCount(0, ACTIVITY_BATTLE_PHASE) == 1, "entered once: " .. Duel.GetActivityCount(0, ACTIVITY_BATTLE_PHASE) .. " phase " .. Duel.GetCurrentPhase() .. " turn " .. Duel.GetTurnCount())
	assert(Duel.GetActivityCount(0, ACTIVITY_ATTACK) == 0, "no attack")
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	assert(Duel.GetActivityCount(0, ACTIVITY_BATTLE_PHASE) == 0, "a new turn")
end)

Test("an activity ygopro does not count is 0", function(t)
	assert(Duel.GetActivityCount(0, 99) == 0)
	assert(Duel.GetActivityCount(0, ACTIVITY_CHAIN) == 0)
end)
