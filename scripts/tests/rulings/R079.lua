-- R079: an activated "ATK becomes X" also overrides continuous increases existing at that moment,
-- and those are not recalculated afterwards even if their amount changes.
local MACHINE_KING = 46700124
local LIMITER = 23171610
local MECHANICALCHASER = 7359741

Test("R079 Machine King stays at 4600 when a second Machine arrives after Limiter Removal", function(t)
	local king = Debug.AddCard(MACHINE_KING, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(LIMITER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(MECHANICALCHASER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectAttack(king, 2300)
	t:Activate(0, LIMITER)
	t:Pass(0)
	t:Run()
	t:ExpectAttack(king, 4600)
	t:Summon(0, MECHANICALCHASER)
	t:Run()
	t:ExpectAttack(king, 4600)
	t:ExpectAttack(MECHANICALCHASER, 1850)
end)

Test("R079 without Limiter Removal Machine King counts the new Machine", function(t)
	local king = Debug.AddCard(MACHINE_KING, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(MECHANICALCHASER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, MECHANICALCHASER)
	t:Run()
	t:ExpectAttack(king, 2400)
end)
