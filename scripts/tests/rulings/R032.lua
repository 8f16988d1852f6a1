-- R032: in the Damage Step only Counter Traps, effects that negate activations, effects that change
-- ATK/DEF (until damage calculation) and particular triggers can be activated: not Mystical Space
-- Typhoon, not Call of the Haunted.
-- Vorse Raider: 1900
-- Celtic Guardian: 1400
-- Rush Recklessly: +700 ATK

local function board(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local coth = Debug.AddCard("Call of the Haunted", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local rush = Debug.AddCard("Rush Recklessly", 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK) -- something to revive
	return vorse, celtic, mst, coth, rush
end

Test("R032 in the Damage Step Rush Recklessly may be activated, Mystical Space Typhoon and Call of the Haunted not", function(t)
	local vorse, celtic, mst, coth, rush = board(t)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN) -- a target for the typhoon
	t:Attack(0, vorse, celtic)
	-- both are fine in the Battle Step
	t:ExpectOffered(1, mst)
	t:ExpectOffered(1, coth)
	t:Phase(0, PHASE_DAMAGE)
	t:Pass(0)
	t:ExpectNotOffered(1, mst)
	t:ExpectNotOffered(1, coth)
	t:Activate(1, rush)
	t:Select(1, {celtic})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000 - 200)
end)

Test("R032 Magic Jammer answers Rush Recklessly in the Damage Step", function(t)
	local vorse, celtic, mst, coth, rush = board(t)
	local jammer = Debug.AddCard("Magic Jammer", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local discard = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse, celtic)
	t:Phase(0, PHASE_DAMAGE)
	t:Pass(0)
	t:Activate(1, rush)
	t:Select(1, {celtic})
	t:Activate(0, jammer)
	t:Select(0, {discard})
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectLP(1, 8000 - 500)
end)
