-- Zaborg the Thunder Monarch (51945556): mandatory "when": when this card is Tribute Summoned,
-- target 1 monster on the field; destroy it.
local ZABORG = 51945556
local VORSE = 14898066
local CELTIC = 91152256
local REBORN = 83764718

Test("Zaborg's Tribute Summon destroys an opponent's monster", function(t)
	local tribute = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local zaborg = Debug.AddCard(ZABORG, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Summon(0, zaborg)
	t:Select(0, {tribute})
	t:Select(0, {vorse}) -- Zaborg's target
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(zaborg, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("Zaborg alone on the field must destroy itself", function(t)
	local tribute = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local zaborg = Debug.AddCard(ZABORG, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, zaborg)
	t:Select(0, {tribute})
	t:Select(0, {zaborg})
	t:Run()
	t:ExpectCard(zaborg, LOCATION_GRAVE, 0)
end)

Test("Zaborg Special Summoned does not trigger", function(t)
	local zaborg = Debug.AddCard(ZABORG, 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, REBORN)
	t:Select(0, {zaborg})
	t:Run()
	t:ExpectCard(zaborg, LOCATION_MZONE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
end)
