-- Temporary banishment: a card banished "until the End Phase" (Interdimensional Matter Transporter)
-- comes back when that time comes only if it is still where that banishment put it. Brought back by
-- another effect and banished again in between, it stays banished: the return follows that very
-- banishment, not the card.
-- Return from the Different Dimension (27174286): pay half your LP; Special Summon your banished
-- monsters. Bottomless Trap Hole (29401950): destroys and banishes a summoned monster with 1500+ ATK.

Test("temporary banishment: a card brought back and banished again does not return in the End Phase", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local imt = Debug.AddCard("Interdimensional Matter Transporter", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local rftdd = Debug.AddCard("Return from the Different Dimension", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local bth = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's next draw
	t:Activate(0, imt)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
	-- brought back by another effect, then banished again (not temporarily)
	t:Activate(0, rftdd)
	t:Activate(1, bth)
	t:Run()
	t:ExpectCard(bth, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
	t:Phase(1, PHASE_DRAW)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
end)

Test("temporary banishment control: left alone, the card returns in the End Phase", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local imt = Debug.AddCard("Interdimensional Matter Transporter", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's next draw
	t:Activate(0, imt)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
	t:Phase(1, PHASE_DRAW)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)
