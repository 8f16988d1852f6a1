-- Answers: t:Select and t:Zone, and the card arguments every method accepts.

local VORSE_RAIDER = 14898066
local CELTIC_GUARDIAN = 91152256
local SUMMONED_SKULL = 70781052
local BLUE_EYES = 89631139

Test("t:Select answers the tribute of a Tribute Summon", function(t)
	local celtic = Debug.AddCard(CELTIC_GUARDIAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE_RAIDER, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard(SUMMONED_SKULL, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, SUMMONED_SKULL)
	t:Select(0, {celtic})
	t:Run()
	t:ExpectCard(SUMMONED_SKULL, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	t:ExpectCard(VORSE_RAIDER, LOCATION_MZONE, 0)
end)

Test("one t:Select answers a selection of several cards", function(t)
	Debug.AddCard(CELTIC_GUARDIAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE_RAIDER, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard(BLUE_EYES, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, BLUE_EYES)
	t:Select(0, {CELTIC_GUARDIAN, VORSE_RAIDER})
	t:Run()
	t:ExpectCard(BLUE_EYES, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_GRAVE, 2)
	t:ExpectAttack(BLUE_EYES, 3000)
	t:ExpectDefense(BLUE_EYES, 2500)
end)

Test("t:Zone chooses the zone of a summoned monster; without it the lowest free zone is used", function(t)
	for p = 0, 1 do
		Debug.AddCard(VORSE_RAIDER, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
	Debug.AddCard(VORSE_RAIDER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CELTIC_GUARDIAN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, VORSE_RAIDER)
	t:Zone(0, 3)
	t:Run()
	-- one Normal Summon or Set per turn: the Set comes in turn 5 and takes zone 0
	t:Phase(0, PHASE_MAIN1)
	t:Set(0, CELTIC_GUARDIAN)
	t:Run()
	t:ExpectCard(CELTIC_GUARDIAN, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCount(0, LOCATION_MZONE, 2)
end)
