-- Peten the Dark Clown (52624755): when it is sent to the GY, you can banish it from the GY to Special
-- Summon 1 "Peten the Dark Clown" from your hand or Deck.
-- Vorse Raider: 1900 ATK

Test("Peten the Dark Clown destroyed by battle banishes itself and calls another Peten from the Deck", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local peten = Debug.AddCard("Peten the Dark Clown", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local spare = Debug.AddCard("Peten the Dark Clown", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse, peten)
	t:Yes(1) -- the optional trigger
	t:Select(1, {spare})
	t:Run()
	t:ExpectCard(peten, LOCATION_REMOVED, 1)
	t:ExpectCard(spare, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectLP(1, 8000)
end)

Test("Peten the Dark Clown with no other Peten in hand or Deck: its trigger is not offered", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local peten = Debug.AddCard("Peten the Dark Clown", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse, peten)
	t:Run() -- strict: an offered trigger would be an unanswered prompt
	t:ExpectCard(peten, LOCATION_GRAVE, 1)
end)
