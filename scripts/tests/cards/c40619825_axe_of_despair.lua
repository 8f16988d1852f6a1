-- Axe of Despair (40619825): the equipped monster gains 1000 ATK. When it is sent from the field to
-- the GY, you can Tribute 1 monster to place it on top of your Deck.

Test("Axe of Despair gives 1000 ATK, also to an opponent's monster", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local foe = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Axe of Despair")
	t:Select(0, {vorse})
	t:Activate(0, "Axe of Despair")
	t:Select(0, {foe})
	t:Run()
	t:ExpectAttack(vorse, 2900)
	t:ExpectAttack(foe, 2400)
end)

Test("Axe of Despair destroyed from the field returns to the Deck top by Tributing a monster", function(t)
	t:Start{player = 1}
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.PreEquip(axe, vorse)
	Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectAttack(vorse, 2900)
	t:Activate(1, "Mystical Space Typhoon")
	t:Select(1, {axe})
	t:Pass(0)
	t:Yes(0)            -- the optional trigger
	t:Select(0, {celtic}) -- its cost
	t:Run()
	t:ExpectAttack(vorse, 1900)
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	t:ExpectCard(axe, LOCATION_DECK, 0)
	t:ExpectCount(0, LOCATION_DECK, 1)
end)

Test("Axe of Despair sent to the GY with no monster to Tribute stays there", function(t)
	t:Start{player = 1}
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.PreEquip(axe, vorse)
	Debug.AddCard("Dark Hole", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, "Dark Hole")
	t:Run() -- the equipped monster is gone: no Tribute possible, so no prompt
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(axe, LOCATION_GRAVE, 0)
end)
