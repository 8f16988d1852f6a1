-- R058: costs are paid when the card or effect is activated and are not given back when that
-- activation is negated.
local BREAK = 4178474 -- Raigeki Break: discard 1 (cost); destroy 1 targeted card
local SEVEN_TOOLS = 3819470 -- Seven Tools of the Bandit: pay 1000 (cost); negate a Trap's activation
local VORSE = 14898066
local CELTIC = 91152256

Test("R058 negated by Seven Tools of the Bandit, the discarded card stays in the GY", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(BREAK, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(SEVEN_TOOLS, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, BREAK)
	t:Select(0, {vorse})
	t:Select(0, {celtic})
	t:Check(1, function(t)
		t:ExpectCard(vorse, LOCATION_GRAVE, 0) -- paid on activation
	end)
	t:Activate(1, SEVEN_TOOLS)
	t:Check(0, function(t)
		t:ExpectLP(1, 7000) -- paid on activation too
		t:ExpectChainLength(2)
	end)
	t:Run()
	t:ExpectLP(1, 7000)
	t:ExpectCard(BREAK, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
	t:ExpectCard(SEVEN_TOOLS, LOCATION_GRAVE, 1)
	t:ExpectCount(0, LOCATION_HAND, 0)
end)
