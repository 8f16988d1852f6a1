-- Raigeki Break (4178474): Normal Trap; discard 1 card; target 1 card on the field; destroy it.
local BREAK = 4178474
local SEVEN_TOOLS = 3819470
local MIRROR = 44095762
local VORSE = 14898066
local CELTIC = 91152256

Test("Raigeki Break discards 1 and destroys a targeted monster", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local cost = Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(BREAK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(1, BREAK)
	t:Select(1, {cost})
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(cost, LOCATION_GRAVE, 1)
	t:ExpectCard(BREAK, LOCATION_GRAVE, 1)
end)

Test("Raigeki Break can destroy a Set Spell or Trap", function(t)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, BREAK)
	t:Select(0, {CELTIC})
	t:Select(0, {mirror})
	t:Run()
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
end)

Test("Raigeki Break cannot target itself: alone on the field it cannot be activated", function(t)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local set = Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, set)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("R059 with an empty hand Raigeki Break cannot be activated", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local set = Debug.AddCard(BREAK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(1, set)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(set, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("R058 negated by Seven Tools of the Bandit, the discarded card stays in the GY", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(SEVEN_TOOLS, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, BREAK)
	t:Select(0, {vorse})
	t:Select(0, {celtic})
	t:Activate(1, SEVEN_TOOLS)
	t:Run()
	t:ExpectLP(1, 7000)
	t:ExpectCard(BREAK, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
end)

Test("R050 Raigeki Break destroys Breaker the Magical Warrior, whose effect still resolves", function(t)
	local breaker = Debug.AddCard(71413901, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(breaker, 0x1, 1) -- 1 Spell Counter
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local rbreak = Debug.AddCard(BREAK, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local cost = Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, breaker)
	t:Select(0, {mirror})
	t:Activate(1, rbreak)
	t:Select(1, {cost})
	t:Select(1, {breaker})
	t:Run()
	t:ExpectCard(breaker, LOCATION_GRAVE, 0)
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
	t:ExpectCard(rbreak, LOCATION_GRAVE, 1)
end)

Test("R057 Raigeki Break negated by Royal Decree still makes Peten the Dark Clown miss its timing", function(t)
	local decree = Debug.AddCard(51452091, 1, 1, LOCATION_SZONE, 1, POS_FACEUP) -- Royal Decree
	local peten = Debug.AddCard(52624755, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local spare = Debug.AddCard(52624755, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rbreak = Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, rbreak)
	t:Select(0, {peten}) -- the discard cost
	t:Select(0, {vorse})
	t:Run() -- strict: an offered Peten trigger would be an unanswered prompt
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_ATTACK) -- the effect was negated
	t:ExpectCard(rbreak, LOCATION_GRAVE, 0)
	t:ExpectCard(peten, LOCATION_GRAVE, 0) -- not banished for its cost: the trigger was never activated
	t:ExpectCard(spare, LOCATION_DECK, 0)
	t:ExpectCard(decree, LOCATION_SZONE, 1, POS_FACEUP)
end)
