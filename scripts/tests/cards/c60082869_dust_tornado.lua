-- Dust Tornado (60082869): Normal Trap; target 1 Spell/Trap card your opponent controls; destroy
-- it, then you may Set 1 Spell/Trap card from your hand.
local DUST = 60082869
local MST = 5318639
local POT = 55144522
local MIRROR = 44095762
local COTH = 97077563
local VORSE = 14898066

Test("Dust Tornado destroys a Spell or Trap the opponent controls", function(t)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(DUST, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, DUST)
	t:Select(0, {mirror})
	t:Run()
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
	t:ExpectCard(DUST, LOCATION_GRAVE, 0)
end)

Test("Dust Tornado cannot target its own player's Spells and Traps", function(t)
	Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local dust = Debug.AddCard(DUST, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, dust)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("a target that left the field before resolution: Dust Tornado does nothing", function(t)
	local coth = Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(DUST, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 2, POS_FACEDOWN)
	t:Activate(0, DUST)
	t:Select(0, {coth})
	t:Activate(1, MST) -- the opponent destroys its own targeted card first
	t:Select(1, {coth})
	t:Run()
	t:ExpectCard(coth, LOCATION_GRAVE, 1)
	t:ExpectCard(mirror, LOCATION_SZONE, 1) -- no new target
end)

Test("after destroying, its player may Set a Spell or Trap from the hand", function(t)
	local set = Debug.AddCard(POT, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local dust = Debug.AddCard(DUST, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mirror = Debug.AddCard(MIRROR, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, dust)
	t:Select(0, {set})
	t:Yes(0)
	t:Select(0, {mirror})
	t:Run()
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCard(mirror, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectCard(dust, LOCATION_GRAVE, 0)
	-- Set this turn, so it cannot be activated before the next
	t:ExpectCannotActivate(0, mirror)
	t:Run()
end)

Test("Dust Tornado's player may keep the hand as it is", function(t)
	local set = Debug.AddCard(POT, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local dust = Debug.AddCard(DUST, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mirror = Debug.AddCard(MIRROR, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, dust)
	t:Select(0, {set})
	t:No(0)
	t:Run()
	t:ExpectCard(set, LOCATION_GRAVE, 1)
	t:ExpectCard(mirror, LOCATION_HAND, 0)
end)
