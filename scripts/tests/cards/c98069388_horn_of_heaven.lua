-- Horn of Heaven (98069388): Counter Trap; when a monster would be Normal, Flip or Special
-- Summoned: Tribute 1 monster you control; negate the summon and destroy that monster.
local HORN = 98069388
local REBORN = 83764718
local VORSE = 14898066
local CELTIC = 91152256
local SKULL = 70781052

Test("Horn of Heaven negates a Normal Summon, tributing one of its controller's monsters", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(HORN, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, VORSE)
	t:Activate(1, HORN)
	t:Select(1, {celtic}) -- the cost
	t:Run()
	t:ExpectCard(VORSE, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_MZONE, 0)
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectCard(HORN, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000)
end)

Test("Horn of Heaven negates a Tribute Summon: the tribute stays in the GY", function(t)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(SKULL, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local cost = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE) -- face-down may be tributed
	Debug.AddCard(HORN, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, SKULL)
	t:Select(0, {celtic})
	t:Activate(1, HORN)
	t:Select(1, {cost})
	t:Run()
	t:ExpectCard(SKULL, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	t:ExpectCard(cost, LOCATION_GRAVE, 1)
end)

Test("Horn of Heaven negates a Flip Summon", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(HORN, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:FlipSummon(0, vorse)
	t:Activate(1, HORN)
	t:Select(1, {celtic})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
end)

Test("Horn of Heaven cannot be activated without a monster to tribute", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local horn = Debug.AddCard(HORN, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Summon(0, VORSE)
	t:ExpectNotOffered(1, horn) -- the summon-negation window
	t:Run()
	t:ExpectCard(VORSE, LOCATION_MZONE, 0)
	t:ExpectCard(horn, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("Horn of Heaven cannot answer a Special Summon made by a resolving card (Monster Reborn)", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local horn = Debug.AddCard(HORN, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, REBORN)
	t:Select(0, {vorse})
	t:ExpectNotOffered(1, horn) -- the response window to Monster Reborn
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCannotActivate(1, horn) -- nor once the summon has happened
	t:ExpectCard(horn, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("R018 Horn of Heaven negates a Special Summon by a monster's own procedure", function(t)
	local RED_EYES, DARKNESS = 74677422, 96561011
	Debug.AddCard(RED_EYES, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local darkness = Debug.AddCard(DARKNESS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local horn = Debug.AddCard(HORN, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:SpecialSummon(0, darkness)
	t:Select(0, {RED_EYES})
	t:Activate(1, horn)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(darkness, LOCATION_GRAVE, 0)
	t:ExpectCard(RED_EYES, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
end)
