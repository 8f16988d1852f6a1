-- Kuriboh (40640057): during damage calculation in the opponent's turn, discard it to take no
-- battle damage from that battle.
local KURIBOH = 40640057
local VORSE = 14898066
local CELTIC = 91152256

Test("Kuriboh discarded during damage calculation: no battle damage from a direct attack", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local kuriboh = Debug.AddCard(KURIBOH, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:Activate(1, kuriboh)
	t:Run()
	t:ExpectLP(1, 8000)
	t:ExpectCard(kuriboh, LOCATION_GRAVE, 1)
end)

Test("Kuriboh is only offered during damage calculation, not earlier in the Damage Step", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local kuriboh = Debug.AddCard(KURIBOH, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse)
	t:Phase(0, PHASE_DAMAGE)
	t:ExpectNotOffered(1, kuriboh)
	t:Run()
	t:ExpectLP(1, 6100)
end)

Test("Kuriboh is not offered when its player would take no battle damage", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local kuriboh = Debug.AddCard(KURIBOH, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse, celtic)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:ExpectNotOffered(1, kuriboh)
	t:Run()
end)
