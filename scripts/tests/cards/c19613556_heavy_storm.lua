-- Heavy Storm (19613556): destroy every other Spell and Trap card on the field.
local STORM = 19613556
local MST = 5318639
local MIRROR = 44095762
local COTH = 97077563
local POT = 55144522
local VORSE = 14898066

Test("Heavy Storm destroys every Spell and Trap on both sides, and no monster", function(t)
	local mine = Debug.AddCard(POT, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local coth = Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(STORM, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, STORM)
	t:Run()
	t:ExpectCard(mine, LOCATION_GRAVE, 0)
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
	t:ExpectCard(coth, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
	t:ExpectCard(STORM, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_SZONE, 0)
	t:ExpectCount(1, LOCATION_SZONE, 0)
end)

Test("Heavy Storm cannot be activated when no other Spell or Trap is on the field", function(t)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(STORM, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, STORM)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Heavy Storm does not target: a Trap chained in response is destroyed with the rest", function(t)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local coth = Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(STORM, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, STORM)
	t:Activate(1, coth) -- in response: Vorse Raider comes back, Call of the Haunted stays face-up
	t:Select(1, {vorse})
	t:Run()
	-- Call of the Haunted is destroyed by Heavy Storm, and takes its monster with it
	t:ExpectCard(coth, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
end)
