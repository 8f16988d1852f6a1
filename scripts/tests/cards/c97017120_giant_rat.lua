-- Giant Rat (97017120): when destroyed by battle and sent to the GY, you can Special Summon 1 EARTH
-- monster with 1500 or less ATK from your Deck in Attack Position.
-- Giant Rat: EARTH 1400
-- Celtic Guardian: EARTH 1400
-- Vorse Raider: DARK 1900
-- Harpie Lady: WIND 1300

Test("Giant Rat destroyed by battle summons an EARTH monster from the Deck", function(t)
	t:Start{player = 1}
	local rat = Debug.AddCard("Giant Rat", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Harpie Lady", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, rat)
	t:Yes(0)
	t:Select(0, {celtic})
	t:Run()
	t:ExpectCard(rat, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(0, 7500)
end)

Test("Giant Rat finds nothing to summon when the Deck holds no fitting monster, and no trigger when destroyed by an effect", function(t)
	t:Start{player = 1}
	local rat = Debug.AddCard("Giant Rat", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local harpie = Debug.AddCard("Harpie Lady", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- WIND: not EARTH
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, rat)
	t:Run() -- no t:Yes: the trigger cannot be activated
	t:ExpectCard(rat, LOCATION_GRAVE, 0)
	t:ExpectCard(harpie, LOCATION_DECK, 0)
end)

Test("Giant Rat destroyed by a card effect does not trigger", function(t)
	local rat = Debug.AddCard("Giant Rat", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Dark Hole")
	t:Run()
	t:ExpectCard(rat, LOCATION_GRAVE, 1)
	t:ExpectCard(celtic, LOCATION_DECK, 1)
end)
