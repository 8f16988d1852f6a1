-- Stealth Bird (3510565): once per turn, you can change this card to face-down Defense Position.
-- When this card is Flip Summoned, your opponent takes 1000 damage.
-- Celtic Guardian: ATK 1400, below Stealth Bird's DEF 1700

Test("Stealth Bird turns itself face-down, and its Flip Summon burns for 1000", function(t)
	local bird = Debug.AddCard("Stealth Bird", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, bird)
	t:Run()
	t:ExpectCard(bird, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectLP(1, 8000)
	t:FlipSummon(0, bird)
	t:Run()
	t:ExpectCard(bird, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(1, 7000)
end)

Test("Stealth Bird flipped face-up by an attack is not Flip Summoned: no damage", function(t)
	t:Start{player = 1}
	local bird = Debug.AddCard("Stealth Bird", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, celtic, bird)
	t:Run()
	t:ExpectCard(bird, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:ExpectLP(1, 8000 - 300) -- only the battle damage of attacking into DEF 1700
	t:ExpectLP(0, 8000)
end)
