-- Level Up! (25290459): send 1 face-up "LV" monster you control to the GY (cost); Special Summon its
-- next level from your hand or Deck, ignoring its summoning conditions.


Test("Level Up! turns Horus LV6 into Horus LV8 from the hand", function(t)
	local horus6 = Debug.AddCard("Horus the Black Flame Dragon LV6", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local horus8 = Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Level Up!", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Level Up!")
	t:Select(0, {horus6})
	t:Select(0, {horus8})
	t:Run()
	t:ExpectCard(horus6, LOCATION_GRAVE, 0)
	t:ExpectCard(horus8, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectCard("Level Up!", LOCATION_GRAVE, 0)
end)

Test("Level Up! cannot be activated without the next level in the hand or Deck, nor for a monster that is not LV", function(t)
	Debug.AddCard("Horus the Black Flame Dragon LV6", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Luster Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Level Up!", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Level Up!")
	t:Run()
end)
