-- R060: a monster Tributed as a cost is sent to the GY (not destroyed): "sent to the GY" triggers
-- activate, "destroyed" ones do not.
-- Mystic Tomato: when destroyed by battle

Test("R060 Sangan Tributed for Enemy Controller searches after the chain", function(t)
	local sangan = Debug.AddCard("Sangan", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local found = Debug.AddCard("Sangan", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Enemy Controller", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Enemy Controller")
	t:Option(0, 2)
	t:Select(0, {sangan})
	t:Select(0, {vorse})
	t:Select(0, {found})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCard(sangan, LOCATION_GRAVE, 0)
	t:ExpectCard(found, LOCATION_HAND, 0)
end)

Test("R060 Mystic Tomato Tributed for Enemy Controller was not destroyed by battle: nothing activates", function(t)
	local tomato = Debug.AddCard("Mystic Tomato", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Sangan", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- a DARK monster it could summon
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Enemy Controller", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Enemy Controller")
	t:Option(0, 2)
	t:Select(0, {tomato})
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(tomato, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_DECK, 1)
end)
