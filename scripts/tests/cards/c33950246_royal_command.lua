-- Royal Command (33950246): Flip monsters' effects cannot be activated and are negated on the field.

Test("Royal Command is activated and stays face-up", function(t)
	local rc = Debug.AddCard("Royal Command", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, rc)
	t:Run()
	t:ExpectCard(rc, LOCATION_SZONE, 0, POS_FACEUP)
end)

Test("Royal Command chained to Man-Eater Bug's flip effect negates it as it resolves", function(t)
	local rc = Debug.AddCard("Royal Command", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:FlipSummon(0, bug)
	t:Select(0, {vorse})
	t:Activate(1, rc)
	t:Run()
	t:ExpectCard(rc, LOCATION_SZONE, 1, POS_FACEUP)
	-- the Bug is face-up on the field with its effects negated when its effect resolves
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
end)
