-- Bottomless Trap Hole (29401950): when your opponent summons a monster with 1500 or more ATK,
-- destroy it and banish it.
-- Vorse Raider: 1900
-- Mokey Mokey: 300

Test("Bottomless Trap Hole banishes a Normal Summoned 1900 ATK monster", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bth = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, vorse)
	t:Activate(1, bth)
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
	t:ExpectCard(bth, LOCATION_GRAVE, 1)
end)

Test("Bottomless Trap Hole answers a Special Summon too", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bth = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Monster Reborn")
	t:Select(0, {vorse})
	t:Pass(1) -- no response to Monster Reborn itself
	t:Activate(1, bth)
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
end)

Test("Bottomless Trap Hole cannot answer a monster with less than 1500 ATK", function(t)
	local mokey = Debug.AddCard("Mokey Mokey", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bth = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, mokey)
	t:Pass(1) -- the summon-negation window, where Bottomless Trap Hole is never offered
	t:ExpectNotOffered(1, bth) -- once the summon has succeeded
	t:Run()
	t:ExpectCard(mokey, LOCATION_MZONE, 0)
	t:ExpectCard(bth, LOCATION_SZONE, 1)
end)

Test("Bottomless Trap Hole cannot answer its own player's summon", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local own = Debug.AddCard("Bottomless Trap Hole", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Summon(0, vorse)
	t:ExpectNotOffered(0, own)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
end)

Test("Bottomless Trap Hole cannot answer a summon once something else has happened since", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	local mokey = Debug.AddCard("Mokey Mokey", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bth = Debug.AddCard("Bottomless Trap Hole", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Monster Reborn")
	t:Select(0, {vorse})
	t:Pass(1)
	t:Set(0, mokey) -- a Set is no summon, but it is the last thing now
	t:ExpectNotOffered(1, bth)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCard(bth, LOCATION_SZONE, 1)
end)
