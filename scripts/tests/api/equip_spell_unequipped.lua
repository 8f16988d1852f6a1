-- An Equip Spell whose activation equips nothing (its target is gone or face-down when it resolves)
-- does not stay on the field: it is sent to the GY once the chain is over, as ygopro does, so nothing
-- of it goes on applying or asking for its equipped monster later.

Test("an Equip Spell whose target was turned face-down in the chain goes to the GY", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local book = Debug.AddCard("Book of Moon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, axe)
	t:Select(0, {vorse})
	t:Activate(1, book)
	t:Select(1, {vorse})
	t:No(0) -- Axe's own "sent from the field to the GY" trigger: it did leave the field
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(axe, LOCATION_GRAVE, 0)
	t:ExpectCard(book, LOCATION_GRAVE, 1)
end)

Test("an Equip Spell that equips stays on the field", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, axe)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(axe, LOCATION_SZONE, 0)
	t:ExpectAttack(vorse, 2900)
end)
