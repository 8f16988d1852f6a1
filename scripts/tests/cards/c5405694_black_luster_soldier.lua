-- Black Luster Soldier (5405694): Ritual Monster; must be Ritual Summoned before it can be Special
-- Summoned from the GY or banishment.

Test("Black Luster Soldier cannot be Normal Summoned or Set", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bls = Debug.AddCard("Black Luster Soldier", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "Summon", bls)
	t:ExpectIllegal(0, "Set", bls)
	t:Run()
end)

Test("never Ritual Summoned, Black Luster Soldier in the GY cannot be revived", function(t)
	Debug.AddCard("Black Luster Soldier", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Ritual Summoned once, Black Luster Soldier may be revived by Monster Reborn", function(t)
	local bls = Debug.AddCard("Black Luster Soldier", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, reborn)
	t:Select(0, {bls})
	t:Run()
	t:ExpectCard(bls, LOCATION_MZONE, 0)
	t:ExpectAttack(bls, 3000)
end)
