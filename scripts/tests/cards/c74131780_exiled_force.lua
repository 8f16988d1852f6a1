-- Exiled Force (74131780): Tribute this card (cost); target 1 monster on the field; destroy it.

Test("Exiled Force tributes itself to destroy a monster", function(t)
	local exiled = Debug.AddCard("Exiled Force", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, exiled)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(exiled, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
end)

Test("Exiled Force cannot be activated with no other monster, nor while face-down", function(t)
	local exiled = Debug.AddCard("Exiled Force", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local setone = Debug.AddCard("Exiled Force", 0, 0, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	-- the face-down copy is a monster to target, so the face-up one could act; the face-down one cannot
	t:ExpectNotOffered(0, setone)
	t:ExpectOffered(0, exiled)
	t:Run()
end)

Test("Exiled Force alone on the field has nothing to target", function(t)
	local exiled = Debug.AddCard("Exiled Force", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, exiled)
	t:Run()
end)
