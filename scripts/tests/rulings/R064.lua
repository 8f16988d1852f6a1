-- R064: targets are chosen on activation and never change; a target that has left its place by
-- resolution is not affected (no other card is chosen instead), and the costs already paid are lost.
local DOOMED = 79759861 -- Tribute to the Doomed: discard 1 (cost); destroy 1 targeted monster
local CED = 94192409 -- Compulsory Evacuation Device: return 1 targeted monster to the hand
local VORSE = 14898066
local CELTIC = 91152256

Test("R064 Vorse Raider returned to the hand in response: Tribute to the Doomed does nothing, its cost is lost", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local other = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local cost = Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DOOMED, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CED, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, DOOMED)
	t:Select(0, {cost})
	t:Select(0, {vorse})
	t:Check(1, function(t)
		t:ExpectCard(cost, LOCATION_GRAVE, 0) -- the cost is paid
	end)
	t:Activate(1, CED)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_HAND, 1)
	t:ExpectCard(other, LOCATION_MZONE, 1) -- the target is not replaced by another monster
	t:ExpectCard(cost, LOCATION_GRAVE, 0) -- and the cost stays paid
	t:ExpectCard(DOOMED, LOCATION_GRAVE, 0)
end)
