-- R045: an effect that negates an activation must be chained directly to it; once another link has
-- been added above an activation, that activation can no longer be negated.
local MST = 5318639
local PROVISIONS = 53046408 -- Emergency Provisions
local SWORDS = 72302403 -- Swords of Revealing Light
local JAMMER = 77414722 -- Magic Jammer: negates the activation of a Spell Card
local JAR = 83968380 -- Jar of Greed, a Normal Trap
local MIRROR = 44095762 -- the Set card Mystical Space Typhoon aims at
local VORSE = 14898066

Test("R045 Magic Jammer answers Emergency Provisions, the link just above the Typhoon: only link 2 is negated", function(t)
	local set = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local swords = Debug.AddCard(SWORDS, 0, 0, LOCATION_SZONE, 1, POS_FACEUP)
	local mst = Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local provisions = Debug.AddCard(PROVISIONS, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local jammer = Debug.AddCard(JAMMER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local cost = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, mst) -- link 1
	t:Select(0, {set})
	t:Pass(1)
	t:Activate(0, provisions) -- link 2, sending the face-up Swords of Revealing Light
	t:Select(0, {swords})
	t:ExpectOffered(1, jammer)
	t:Activate(1, jammer) -- link 3: it can only answer link 2
	t:Select(1, {cost})
	t:Check(0, function(t)
		t:ExpectChainLength(3)
		t:ExpectChainLink(3, jammer)
	end)
	t:Run()
	-- Emergency Provisions was negated (its cost stays paid); the Typhoon still resolved
	t:ExpectLP(0, 8000)
	t:ExpectCard(swords, LOCATION_GRAVE, 0)
	t:ExpectCard(provisions, LOCATION_GRAVE, 0)
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCard(mst, LOCATION_GRAVE, 0)
	t:ExpectCard(jammer, LOCATION_GRAVE, 1)
end)

Test("R045 unanswered, Emergency Provisions gains 1000 for Swords of Revealing Light and the Typhoon resolves", function(t)
	local set = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local swords = Debug.AddCard(SWORDS, 0, 0, LOCATION_SZONE, 1, POS_FACEUP)
	local mst = Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local provisions = Debug.AddCard(PROVISIONS, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local jammer = Debug.AddCard(JAMMER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, mst)
	t:Select(0, {set})
	t:Pass(1)
	t:Activate(0, provisions)
	t:Select(0, {swords})
	t:Pass(1)
	t:Run()
	t:ExpectLP(0, 9000)
	t:ExpectCard(swords, LOCATION_GRAVE, 0)
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCard(jammer, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("R045 contrast: chained directly to the Typhoon, Magic Jammer negates it", function(t)
	local set = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local mst = Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jammer = Debug.AddCard(JAMMER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local cost = Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, mst)
	t:Select(0, {set})
	t:Activate(1, jammer)
	t:Select(1, {cost})
	t:Run()
	t:ExpectCard(set, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectCard(mst, LOCATION_GRAVE, 0)
	t:ExpectCard(cost, LOCATION_GRAVE, 1)
end)

Test("R045 with a Trap chained above the Typhoon, Magic Jammer cannot reach the Typhoon at all", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local mst = Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jar = Debug.AddCard(JAR, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local jammer = Debug.AddCard(JAMMER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, mst) -- link 1, a Spell
	t:Select(0, {set})
	t:Pass(1)
	t:Activate(0, jar) -- link 2, a Trap
	t:ExpectNotOffered(1, jammer)
	t:Run()
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCard(jammer, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectCount(0, LOCATION_HAND, 1)
end)
