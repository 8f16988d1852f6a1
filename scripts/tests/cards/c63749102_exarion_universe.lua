-- Exarion Universe (63749102): once per turn, during your Battle Step while it attacks a Defense
-- Position monster: it loses 400 ATK and inflicts piercing battle damage, until the end of the turn.
-- Exarion Universe: 1800
-- Celtic Guardian: DEF 1200

Test("Exarion Universe loses 400 ATK to pierce a defender", function(t)
	local exarion = Debug.AddCard("Exarion Universe", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, exarion, celtic)
	t:Activate(0, exarion)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectAttack(exarion, 1400)
	t:ExpectLP(1, 8000 - 200)
end)

Test("Exarion Universe cannot use its effect against an Attack Position monster or outside battle", function(t)
	local exarion = Debug.AddCard("Exarion Universe", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, exarion) -- Main Phase
	t:Attack(0, exarion, celtic)
	t:ExpectNotOffered(0, exarion)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectAttack(exarion, 1800)
	t:ExpectLP(1, 8000 - 400)
end)
