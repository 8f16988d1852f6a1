-- Black Luster Soldier - Envoy of the Beginning (72989439): Special Summoned from the hand by
-- banishing 1 LIGHT and 1 DARK monster from the GY; once per turn either banishes a monster (and
-- then cannot attack) or, after destroying a monster by battle, attacks again.
-- Vorse Raider: DARK
-- Celtic Guardian: EARTH
-- Mystical Shine Ball, LIGHT

local function decks()
	for p = 0, 1 do
		Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

Test("Black Luster Soldier is Special Summoned by banishing a LIGHT and a DARK monster from the GY", function(t)
	decks()
	local bls = Debug.AddCard("Black Luster Soldier - Envoy of the Beginning", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local light = Debug.AddCard("Mystical Shine Ball", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local dark = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	t:ExpectIllegal(0, "Summon", bls)
	t:SpecialSummon(0, bls)
	t:Select(0, {light})
	t:Select(0, {dark})
	t:Run()
	t:ExpectCard(bls, LOCATION_MZONE, 0)
	t:ExpectCard(light, LOCATION_REMOVED, 0)
	t:ExpectCard(dark, LOCATION_REMOVED, 0)
end)

Test("Black Luster Soldier cannot be Special Summoned without a DARK monster in the GY", function(t)
	decks()
	local bls = Debug.AddCard("Black Luster Soldier - Envoy of the Beginning", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Mystical Shine Ball", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	t:ExpectIllegal(0, "SpecialSummon", bls)
	t:Run()
end)

Test("Black Luster Soldier that banished a monster cannot attack that turn", function(t)
	decks()
	local bls = Debug.AddCard("Black Luster Soldier - Envoy of the Beginning", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, bls)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
	t:Phase(0, PHASE_BATTLE_STEP)
	t:ExpectIllegal(0, "Attack", bls)
	t:Run()
end)

Test("Black Luster Soldier that destroyed a monster by battle attacks again in a row", function(t)
	decks()
	local bls = Debug.AddCard("Black Luster Soldier - Envoy of the Beginning", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:Attack(0, bls, vorse)
	t:Yes(0)
	t:Attack(0, bls, celtic)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 1100 - 1600)
end)

Test("Black Luster Soldier that has attacked cannot banish, and without its second attack stops at one", function(t)
	decks()
	local bls = Debug.AddCard("Black Luster Soldier - Envoy of the Beginning", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:Attack(0, bls, vorse)
	t:No(0)
	t:Phase(0, PHASE_MAIN2)
	t:ExpectNotOffered(0, bls)
	t:Run()
	t:ExpectLP(1, 8000 - 1100)
end)
