-- Scapegoat (73915051): 4 Sheep Tokens (73915052) in face-up Defense Position, if its player has not
-- summoned this turn; they cannot be tributed for a Tribute Summon; no summons for the rest of the turn.
local SCAPEGOAT = 73915051
local SHEEP = 73915052
local VORSE = 14898066
local SKULL = 70781052

Test("Scapegoat summons four Sheep Tokens in face-up Defense Position", function(t)
	Debug.AddCard(SCAPEGOAT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, SCAPEGOAT)
	t:Run()
	t:ExpectCount(0, LOCATION_MZONE, 4)
	t:ExpectCard(SHEEP, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectCard(SCAPEGOAT, LOCATION_GRAVE, 0)
end)

Test("Scapegoat cannot be activated after a summon this turn, and forbids summons after it", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local goat = Debug.AddCard(SCAPEGOAT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, VORSE)
	t:ExpectNotOffered(0, goat)
	t:Run()
end)

Test("no Normal Summon after Scapegoat, and its tokens cannot be tributed", function(t)
	Debug.AddCard(SCAPEGOAT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, SCAPEGOAT)
	t:ExpectIllegal(0, "Summon", VORSE)
	t:ExpectIllegal(0, "Set", VORSE)
	t:Run()
end)
