-- R058: costs are paid when the card or effect is activated and are not given back when that
-- activation is negated.
-- Raigeki Break: discard 1 (cost); destroy 1 targeted card
-- Seven Tools of the Bandit: pay 1000 (cost); negate a Trap's activation

Test("R058 negated by Seven Tools of the Bandit, the discarded card stays in the GY", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Raigeki Break", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Seven Tools of the Bandit", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, "Raigeki Break")
	t:Select(0, {vorse})
	t:Select(0, {celtic})
	t:Check(1, function(t)
		t:ExpectCard(vorse, LOCATION_GRAVE, 0) -- paid on activation
	end)
	t:Activate(1, "Seven Tools of the Bandit")
	t:Check(0, function(t)
		t:ExpectLP(1, 7000) -- paid on activation too
		t:ExpectChainLength(2)
	end)
	t:Run()
	t:ExpectLP(1, 7000)
	t:ExpectCard("Raigeki Break", LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
	t:ExpectCard("Seven Tools of the Bandit", LOCATION_GRAVE, 1)
	t:ExpectCount(0, LOCATION_HAND, 0)
end)
