-- The runner's selection sequences (docs/testing.md): where the engine asks card by card (Black
-- Luster Soldier's procedure selects 1 LIGHT monster, then 1 DARK monster), one t:Select(p, {a, b})
-- answers the whole sequence; each prompt takes the listed cards that are among its candidates, and
-- the rest answer the next selection.
-- Mystical Shine Ball: LIGHT. Vorse Raider, Sangan: DARK.

local function setup()
	local bls = Debug.AddCard("Black Luster Soldier - Envoy of the Beginning", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local light = Debug.AddCard("Mystical Shine Ball", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local dark = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local dark2 = Debug.AddCard("Sangan", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	return bls, light, dark, dark2
end

Test("select sequence: one t:Select answers the LIGHT prompt and then the DARK prompt", function(t)
	local bls, light, dark, dark2 = setup()
	t:SpecialSummon(0, bls)
	t:Select(0, {light, dark})
	t:Run()
	t:ExpectCard(bls, LOCATION_MZONE, 0)
	t:ExpectCard(light, LOCATION_REMOVED, 0)
	t:ExpectCard(dark, LOCATION_REMOVED, 0)
	t:ExpectCard(dark2, LOCATION_GRAVE, 0)
end)

Test("select sequence: the cards may be listed in any order; each prompt takes its own", function(t)
	local bls, light, dark, dark2 = setup()
	t:SpecialSummon(0, bls)
	t:Select(0, {dark2, light})
	t:Run()
	t:ExpectCard(light, LOCATION_REMOVED, 0)
	t:ExpectCard(dark2, LOCATION_REMOVED, 0)
	t:ExpectCard(dark, LOCATION_GRAVE, 0)
end)

Test("select sequence: one t:Select per prompt still works", function(t)
	local bls, light, dark, dark2 = setup()
	t:SpecialSummon(0, bls)
	t:Select(0, {light})
	t:Select(0, {dark2})
	t:Run()
	t:ExpectCard(dark2, LOCATION_REMOVED, 0)
	t:ExpectCard(dark, LOCATION_GRAVE, 0)
end)
