-- Big Shield Gardna (65240384): face-down, it negates a Spell that targets only it by turning face-up
-- Defense (mandatory quick effect); attacked in Defense Position, it turns to Attack Position at the
-- end of the Damage Step.
-- Big Shield Gardna: 100/2600

Test("Big Shield Gardna attacked face-down survives and ends in Attack Position", function(t)
	t:Start{player = 1}
	local bsg = Debug.AddCard("Big Shield Gardna", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, bsg)
	t:Run()
	t:ExpectLP(1, 8000 - 700)
	t:ExpectCard(bsg, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("Big Shield Gardna in Attack Position attacked stays as it is; destroyed, nothing happens", function(t)
	t:Start{player = 1}
	local bsg = Debug.AddCard("Big Shield Gardna", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, bsg)
	t:Run()
	t:ExpectCard(bsg, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000 - 1800)
end)

Test("Big Shield Gardna face-down negates Nobleman of Crossout", function(t)
	local bsg = Debug.AddCard("Big Shield Gardna", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Nobleman of Crossout", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Nobleman of Crossout")
	t:Select(0, {bsg})
	t:Run()
	t:ExpectCard(bsg, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectCard("Nobleman of Crossout", LOCATION_GRAVE, 0)
end)

Test("Big Shield Gardna stays face-down when a Spell targets another card", function(t)
	local bsg = Debug.AddCard("Big Shield Gardna", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {mst})
	t:Run()
	t:ExpectCard(bsg, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(mst, LOCATION_GRAVE, 1)
end)
