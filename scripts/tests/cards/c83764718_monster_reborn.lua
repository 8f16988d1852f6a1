-- Monster Reborn (83764718): target 1 monster in either GY; Special Summon it to your field.
local REBORN = 83764718
local VORSE = 14898066
local COTH = 97077563

Test("Monster Reborn revives a monster from the opponent's GY to your field", function(t)
	Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	t:Activate(0, REBORN)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectCard(REBORN, LOCATION_GRAVE, 0)
end)

Test("Monster Reborn does nothing if its target left the GY before it resolved (R064)", function(t)
	Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	local coth = Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, REBORN)
	t:Select(0, {vorse})
	-- player 1 chains Call of the Haunted on the same monster: link 2 revives it for player 1
	t:Activate(1, coth)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
	t:ExpectCount(0, LOCATION_MZONE, 0)
	t:ExpectCard(REBORN, LOCATION_GRAVE, 0)
end)

Test("Monster Reborn is not offered when no GY holds a monster", function(t)
	Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, REBORN)
	t:Phase(0, PHASE_END)
	t:Run()
end)
