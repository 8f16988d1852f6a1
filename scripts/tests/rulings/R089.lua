-- R089: negating a card's effect (not its activation) in response: the card is still activated and
-- resolves doing nothing; a Normal Spell then goes to the GY as usual.
-- Pot of Greed: draw 2
-- Imperial Order: Spell effects on the field are negated

local function deck(p, n)
	for i = 1, n do
		Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

Test("R089 Pot of Greed answered by Imperial Order: resolves negated, no draw, goes to the GY", function(t)
	deck(0, 3)
	local pot = Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local order = Debug.AddCard("Imperial Order", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, pot)
	t:Activate(1, order)
	t:Check(0, function(t)
		t:ExpectChainLength(2)
		t:ExpectChainLink(1, pot)
		t:ExpectChainLink(2, order)
	end)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 3)
	t:ExpectCard(pot, LOCATION_GRAVE, 0)
	t:ExpectCard(order, LOCATION_SZONE, 1, POS_FACEUP)
end)

Test("R089 without Imperial Order, Pot of Greed draws 2 (the control case)", function(t)
	deck(0, 3)
	local pot = Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, pot)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectCount(0, LOCATION_DECK, 1)
	t:ExpectCard(pot, LOCATION_GRAVE, 0)
end)

Test("R089 with Imperial Order already face-up, Pot of Greed can still be activated and resolves negated", function(t)
	deck(0, 3)
	local pot = Debug.AddCard("Pot of Greed", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Imperial Order", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	t:Activate(0, pot)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 3)
	t:ExpectCard(pot, LOCATION_GRAVE, 0)
end)
