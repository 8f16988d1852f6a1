-- R095: a monster banished until a later point comes back to the field without being Special Summoned
-- (summoning conditions do not matter, nothing can respond to a summon), in its previous position and
-- under its previous controller; with no free Monster Zone it goes to the GY instead.
-- Red-Eyes Darkness Dragon: Special Summon only by its own procedure

Test("R095 Red-Eyes Darkness Dragon comes back face-up Attack in the End Phase, not summoned: no Bottomless Trap Hole", function(t)
	local redd = Debug.AddCard("Red-Eyes Darkness Dragon", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Interdimensional Matter Transporter", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's next draw
	local bth = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Interdimensional Matter Transporter")
	t:Select(0, {redd})
	t:Run()
	t:ExpectCard(redd, LOCATION_REMOVED, 0)
	t:Phase(0, PHASE_END)
	t:ExpectNotOffered(1, bth)
	t:Run()
	t:ExpectCard(redd, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(bth, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("R095 with all 5 Monster Zones occupied in the End Phase, Red-Eyes Darkness Dragon goes to the GY", function(t)
	local redd = Debug.AddCard("Red-Eyes Darkness Dragon", 0, 0, LOCATION_MZONE, 4, POS_FACEUP_ATTACK, true)
	for zone = 0, 3 do
		Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, zone, POS_FACEUP_ATTACK)
	end
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Interdimensional Matter Transporter", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's next draw
	t:Activate(0, "Interdimensional Matter Transporter")
	t:Select(0, {redd})
	t:Summon(0, "Vorse Raider") -- the freed zone is filled again
	t:Run()
	t:ExpectCount(0, LOCATION_MZONE, 5)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(redd, LOCATION_GRAVE, 0)
end)
