-- Mobius the Frost Monarch (4929256): when Tribute Summoned, you can target 1 or 2 Spell/Trap cards
-- on the field; destroy them.
local MOBIUS = 4929256
local VORSE = 14898066
local MST = 5318639
local MIRROR = 44095762
local REBORN = 83764718

Test("Mobius Tribute Summoned destroys 2 Set cards", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(MOBIUS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local a = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local b = Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Summon(0, MOBIUS)
	t:Select(0, {vorse})
	t:Yes(0)
	t:Select(0, {a, b})
	t:Run()
	t:ExpectCard(a, LOCATION_GRAVE, 1)
	t:ExpectCard(b, LOCATION_GRAVE, 1)
	t:ExpectCard(MOBIUS, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("Mobius Special Summoned does not trigger", function(t)
	local mobius = Debug.AddCard(MOBIUS, 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	local a = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, REBORN)
	t:Select(0, {mobius})
	t:Run()
	t:ExpectCard(mobius, LOCATION_MZONE, 0)
	t:ExpectCard(a, LOCATION_SZONE, 1)
end)
