-- Horus the Black Flame Dragon LV6 (11224103): unaffected by Spell effects; in the End Phase of a
-- turn in which it destroyed a monster by battle, it may be sent to the GY to Special Summon Horus LV8.
local HORUS6 = 11224103
local HORUS8 = 48229808
local VORSE = 14898066
local DARK_HOLE = 53129443

Test("Horus LV6 destroys a monster by battle and becomes Horus LV8 in the End Phase", function(t)
	local horus6 = Debug.AddCard(HORUS6, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local horus8 = Debug.AddCard(HORUS8, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, horus6, vorse)
	t:Phase(0, PHASE_END)
	t:Yes(0)
	t:Select(0, {horus8})
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(horus6, LOCATION_GRAVE, 0)
	t:ExpectCard(horus8, LOCATION_MZONE, 0, POS_FACEUP)
end)

Test("Horus LV6 without a battle win this turn does not level up; Dark Hole does not destroy it", function(t)
	local horus6 = Debug.AddCard(HORUS6, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local horus8 = Debug.AddCard(HORUS8, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DARK_HOLE)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(horus6, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Phase(1, PHASE_MAIN1) -- no trigger offered in turn 3's End Phase (strict: it would need an answer)
	t:Run()
	t:ExpectCard(horus6, LOCATION_MZONE, 0)
	t:ExpectCard(horus8, LOCATION_DECK, 0)
end)
