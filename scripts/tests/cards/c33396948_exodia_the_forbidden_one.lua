-- Exodia the Forbidden One (33396948): its owner wins with it and the four Forbidden One limbs in
-- hand; both players completing it at once is a draw.

Test("drawing the fifth piece of Exodia wins the duel", function(t)
	Debug.AddCard("Right Leg of the Forbidden One", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Right Leg of the Forbidden One", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Exodia the Forbidden One", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Left Arm of the Forbidden One", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Right Arm of the Forbidden One", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Left Leg of the Forbidden One", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Pot of Greed")
	t:Run()
	t:ExpectWinner(0)
end)

Test("both players completing Exodia at the same time is a draw", function(t)
	for p = 0, 1 do
		-- five junk cards in each hand, the five pieces on top of each Deck
		for i = 1, 5 do Debug.AddCard("Pot of Greed", p, p, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) end
		for _, piece in ipairs({"Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
				"Left Leg of the Forbidden One", "Right Leg of the Forbidden One"}) do
			Debug.AddCard(piece, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
		end
	end
	Debug.AddCard("Card Destruction", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Card Destruction")
	t:Run()
	t:ExpectDraw()
end)

Test("Exodia the Forbidden One is also a Level 3 monster with 1000 ATK", function(t)
	local exodia = Debug.AddCard("Exodia the Forbidden One", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, exodia)
	t:Run()
	t:ExpectCard(exodia, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(exodia, 1000)
	t:ExpectDefense(exodia, 1000)
end)
