-- Duel.GetFieldGroupCount counts the cards Duel.GetFieldGroup would hold (ygopro's field_group_count),
-- without building that group: both players' sides, each location of the mask once, the Pendulum Zones
-- only when LOCATION_SZONE is not asked too (their cards are in it). Duel.IsExistingTarget walks the
-- same range: a card that cannot be targeted is never counted.
-- Flash Knight: a Pendulum Monster. Vorse Raider, Celtic Guardian: Normal Monsters. Dark Hole: a Spell.
local VORSE = 14898066

local function same(player, self, opponent, expected, what)
	local count = Duel.GetFieldGroupCount(player, self, opponent)
	local held = Duel.GetFieldGroup(player, self, opponent):GetCount()
	assert(count == held, what .. ": GetFieldGroupCount " .. count .. ", GetFieldGroup " .. held)
	assert(count == expected, what .. ": " .. count .. " instead of " .. expected)
end

Test("Duel.GetFieldGroupCount: the cards of each asked location on each side, as GetFieldGroup holds them", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 2, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Dark Hole", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	same(0, LOCATION_MZONE, 0, 2, "player 0's monsters")
	same(0, LOCATION_ONFIELD, 0, 3, "player 0's field")
	same(0, LOCATION_MZONE, LOCATION_MZONE, 3, "both players' monsters")
	same(1, LOCATION_HAND, LOCATION_HAND, 3, "both hands, asked by player 1")
	same(1, 0, LOCATION_GRAVE + LOCATION_HAND, 2, "player 0's GY and hand, seen by player 1")
	same(0, LOCATION_REMOVED, LOCATION_REMOVED, 0, "nothing banished")
end)

Test("Duel.GetFieldGroupCount: a card in a Pendulum Zone counts once, with LOCATION_PZONE or LOCATION_SZONE or both", function(t)
	local flash = Debug.AddCard("Flash Knight", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(0, flash)
	t:Zone(0, 4)
	t:Run()
	same(0, LOCATION_PZONE, 0, 1, "the Pendulum Zones")
	same(0, LOCATION_SZONE, 0, 2, "the Spell & Trap Zones")
	same(0, LOCATION_SZONE + LOCATION_PZONE, 0, 2, "both masks")
	same(1, 0, LOCATION_PZONE, 1, "player 0's Pendulum Zones seen by player 1")
end)

Test("Duel.IsExistingTarget: of the range asked, only the cards that can be targeted count (not those in the hand)", function(t)
	Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(not Duel.IsExistingTarget(nil, 0, 0, LOCATION_HAND + LOCATION_GRAVE, 1, nil), "a card in the hand: no target")
	Debug.AddCard(VORSE, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	assert(Duel.IsExistingTarget(nil, 0, 0, LOCATION_HAND + LOCATION_GRAVE, 1, nil), "a card in the GY is one")
	assert(not Duel.IsExistingTarget(nil, 0, 0, LOCATION_HAND + LOCATION_GRAVE, 2, nil), "but only one")
	assert(Duel.GetTargetCount(nil, 0, 0, LOCATION_HAND + LOCATION_GRAVE, nil) == 1, "GetTargetCount agrees")
end)
