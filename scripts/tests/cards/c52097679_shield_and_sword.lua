-- Shield & Sword (52097679): every face-up monster on the field swaps its original ATK and DEF until
-- the end of the turn; other changes apply on top.
-- Giant Soldier of Stone: 1300/2000
-- Vorse Raider: 1900/1200
-- Command Knight: 1200/1900, Warriors +400
-- Celtic Guardian: Warrior 1400/1200

Test("Shield & Sword swaps ATK and DEF of every face-up monster until the end of the turn", function(t)
	local giant = Debug.AddCard("Giant Soldier of Stone", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hidden = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Shield & Sword", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Shield & Sword")
	t:Run()
	t:ExpectAttack(giant, 2000)
	t:ExpectDefense(giant, 1300)
	t:ExpectAttack(vorse, 1200)
	t:ExpectDefense(vorse, 1900)
	t:ExpectDefense(hidden, 1200)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectAttack(giant, 1300)
	t:ExpectAttack(vorse, 1900)
end)

Test("Shield & Sword swaps the original values; continuous boosts apply on top", function(t)
	local knight = Debug.AddCard("Command Knight", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Shield & Sword", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Shield & Sword")
	t:Run()
	t:ExpectAttack(knight, 1900 + 400)
	t:ExpectDefense(knight, 1200)
	t:ExpectAttack(celtic, 1200 + 400)
end)
