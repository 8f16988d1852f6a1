-- R061: a face-down monster may be Tributed for a cost that asks for a monster of a particular kind
-- (its real properties count), but a face-down monster cannot be sent to the GY for a "send a
-- face-up monster of kind X" cost.
-- Luster Dragon: Dragon, ATK 1900
-- Burst Breath: Tribute 1 Dragon: destroy face-up monsters with DEF <= its ATK
-- Vorse Raider: DEF 1200
-- Giant Soldier of Stone: DEF 2000

Test("R061 face-down Luster Dragon is Tributed for Burst Breath: face-up Vorse Raider (DEF 1200) is destroyed", function(t)
	local luster = Debug.AddCard("Luster Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Burst Breath", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectOffered(0, "Burst Breath")
	t:Activate(0, "Burst Breath")
	t:Select(0, {luster}) -- the cost: the face-down Dragon
	t:Run()
	t:ExpectCard(luster, LOCATION_GRAVE, 0)
	t:ExpectCard("Burst Breath", LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(giant, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE) -- DEF 2000 is above 1900
end)

Test("R061 control: a face-down monster that is not a Dragon cannot be Tributed for Burst Breath", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Burst Breath", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, "Burst Breath")
	t:Run()
end)

Test("R061 face-down Horus LV6 cannot be sent to the GY for Level Up!: Level Up! cannot be activated", function(t)
	local horus = Debug.AddCard("Horus the Black Flame Dragon LV6", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Level Up!", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Level Up!")
	t:Run()
	t:ExpectCard(horus, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
end)

Test("R061 control: the same Horus LV6 face-up can be sent, and Level Up! can be activated", function(t)
	Debug.AddCard("Horus the Black Flame Dragon LV6", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Level Up!", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectOffered(0, "Level Up!")
	t:Run()
end)
