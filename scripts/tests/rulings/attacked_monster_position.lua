-- A monster that declared an attack cannot have its battle position changed by its controller for
-- the rest of that turn (the documents; ygopro's STATUS_CANNOT_CHANGE_FORM, set at the attack
-- declaration and kept until the turn ends or the card leaves the field), even after effects turned
-- it face-down and face-up again in between.
-- Book of Moon: a face-up monster to face-down Defense. Ceasefire: every face-down monster face-up
-- Defense, then 500 damage per face-up Effect Monster (none here).

Test("attacked monster position: no change of position in Main Phase 2 after attacking", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:Attack(0, vorse)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	t:Phase(0, PHASE_MAIN2)
	t:ExpectIllegal(0, "ChangePosition", vorse)
	t:ChangePosition(0, celtic) -- positive control: it did not attack
	t:Run()
	t:ExpectCard(celtic, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("attacked monster position: still none after it was turned face-down and face-up again", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local moon = Debug.AddCard("Book of Moon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local ceasefire = Debug.AddCard("Ceasefire", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Run()
	t:Phase(0, PHASE_MAIN2)
	t:Activate(1, moon) -- in Main Phase 2, when player 0 passes priority
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, ceasefire)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectIllegal(0, "ChangePosition", vorse)
	t:ChangePosition(0, celtic) -- positive control: it did not attack
	t:Run()
	t:ExpectCard(celtic, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
end)
