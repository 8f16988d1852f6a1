-- Chthonian Emperor Dragon (95888876, "Hellkaiser Dragon"): Gemini, Level 6.
local DRAGON = 95888876
local VORSE = 14898066

Test("Chthonian Emperor Dragon needs 1 Tribute and attacks once before a Gemini summon", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local dragon = Debug.AddCard(DRAGON, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, dragon)
	t:Select(0, {vorse})
	t:Attack(0, dragon)
	t:ExpectIllegal(0, "Attack", dragon)
	t:Run()
	t:ExpectLP(1, 8000 - 2400)
end)

Test("Chthonian Emperor Dragon Gemini summoned attacks twice", function(t)
	t:Skip("engine: no Gemini summon (EFFECT_DUAL_SUMMONABLE, SUMMON_TYPE_DUAL) and EFFECT_EXTRA_ATTACK is not applied")
	local dragon = Debug.AddCard(DRAGON, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Summon(0, dragon)
	t:Attack(0, dragon)
	t:Attack(0, dragon)
	t:Run()
	t:ExpectLP(1, 8000 - 4800)
end)
