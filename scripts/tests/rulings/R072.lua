-- R072: under Banisher of the Light a monster going to the GY is banished instead, so its "sent to
-- the GY" trigger does not activate; destroyed together with it, Banisher's own effect no longer applies.
local BANISHER = 61528025
local VORSE = 14898066
local SANGAN = 26202165
local DARK_HOLE = 53129443

Test("R072 Sangan destroyed by battle under Banisher of the Light is banished and does not search", function(t)
	Debug.AddCard(BANISHER, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local sangan = Debug.AddCard(SANGAN, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(SANGAN, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, sangan, vorse)
	t:Run()
	t:ExpectCard(sangan, LOCATION_REMOVED, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
end)

Test("R072 Dark Hole sends Banisher of the Light and Vorse Raider to the GY together", function(t)
	local banisher = Debug.AddCard(BANISHER, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DARK_HOLE)
	t:Run()
	t:ExpectCard(banisher, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
end)
