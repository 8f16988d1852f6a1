-- R085: for effects that double or halve the original ATK, a monster whose printed ATK is '?' has
-- original ATK 0 (the rules document; the reference script would halve the computed value instead).
-- King of the Skull Servants, ATK ?: 1000 per King / Skull Servant in its GY
-- Skull Servant: Normal monster
-- Shrink: Quick-Play Spell: the target's original ATK becomes half until the end of the turn
-- Vorse Raider: 1900

Test("R085 Shrink on King of the Skull Servants (2000 ATK): its original ATK counts as 0, ATK becomes 0", function(t)
	t:Start{player=1}
	local king = Debug.AddCard("King of the Skull Servants", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Skull Servant", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard("Skull Servant", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local shrink = Debug.AddCard("Shrink", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Check(1, function(t) t:ExpectAttack(king, 2000) end)
	t:Activate(1, shrink)
	t:Select(1, {king})
	t:Run()
	t:ExpectCard(shrink, LOCATION_GRAVE, 1)
	t:ExpectAttack(king, 0)
end)

Test("R085 King of the Skull Servants stays at 0 under Shrink when another Skull Servant reaches the GY", function(t)
	t:Start{player=1}
	local king = Debug.AddCard("King of the Skull Servants", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Skull Servant", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard("Skull Servant", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local servant = Debug.AddCard("Skull Servant", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Shrink", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, "Shrink")
	t:Select(1, {king})
	t:Attack(1, vorse, servant)
	t:Run()
	t:ExpectCount(0, LOCATION_GRAVE, 3)
	t:ExpectAttack(king, 0)
end)

Test("R085 contrast: Shrink on a monster with a printed ATK halves it (Vorse Raider 1900 -> 950)", function(t)
	t:Start{player=1}
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local shrink = Debug.AddCard("Shrink", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, shrink)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectAttack(vorse, 950)
end)
