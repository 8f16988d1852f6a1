-- R022: a Gemini summon (Normal Summoning a face-up Gemini monster again) uses the turn's Normal
-- Summon, needs no Tribute even at Level 5+, can be negated, leaves its Equip Cards in place, and
-- the monster is a Normal Monster again once it has left the field.
-- Chthonian Emperor Dragon ("Hellkaiser Dragon"), Gemini, Level 6, 2400 ATK
-- Vorse Raider, Level 4
-- Axe of Despair: +1000 ATK

Test("R022 turn 3: Hellkaiser Dragon is Tribute Summoned with Vorse Raider and equipped with Axe of Despair", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local dragon = Debug.AddCard("Chthonian Emperor Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, dragon)
	t:Select(0, {vorse})
	t:Activate(0, axe)
	t:Select(0, {dragon})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(dragon, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(dragon, 3400)
end)

Test("R022 the Gemini summon needs no Tribute, keeps Axe of Despair and allows two attacks", function(t)
	local dragon = Debug.AddCard("Chthonian Emperor Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.PreEquip(axe, dragon)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, dragon) -- the Gemini summon, no Tribute asked
	t:ExpectIllegal(0, "Summon")
	t:Attack(0, dragon)
	t:Attack(0, dragon)
	t:Run()
	t:ExpectCard(axe, LOCATION_SZONE, 0)
	t:ExpectAttack(dragon, 3400)
	t:ExpectLP(1, 8000 - 3400 * 2)
end)

Test("R022 after a Normal Summon the Gemini summon is rejected", function(t)
	local dragon = Debug.AddCard("Chthonian Emperor Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, vorse)
	t:ExpectIllegal(0, "Summon", dragon)
	t:Run()
end)

Test("R022 Solemn Judgment negates the Gemini summon: the dragon is destroyed, Axe of Despair goes to the GY", function(t)
	Debug.SetPlayerInfo(1, 4000, 0, 0)
	local dragon = Debug.AddCard("Chthonian Emperor Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.PreEquip(axe, dragon)
	local solemn = Debug.AddCard("Solemn Judgment", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, dragon)
	t:Activate(1, solemn)
	t:Run()
	t:ExpectLP(1, 2000)
	t:ExpectCard(dragon, LOCATION_GRAVE, 0)
	t:ExpectCard(axe, LOCATION_GRAVE, 0)
end)

Test("R022 bounced by Compulsory Evacuation Device and summoned again, it is a Normal Monster", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local dragon = Debug.AddCard("Chthonian Emperor Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local ced = Debug.AddCard("Compulsory Evacuation Device", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- draws in turns 4 and 5
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, dragon) -- the Gemini summon
	t:Activate(1, ced)
	t:Select(1, {dragon})
	t:Run()
	t:ExpectCard(dragon, LOCATION_HAND, 0)
	t:Phase(0, PHASE_MAIN1)
	t:Summon(0, dragon)
	t:Select(0, {vorse})
	t:Attack(0, dragon)
	t:ExpectIllegal(0, "Attack", dragon) -- no second attack
	t:Run()
end)
