-- Nightmare Penguin (81306586): when turned face-up, target 1 card your opponent controls; return it
-- to the hand (mandatory). WATER monsters you control gain 200 ATK.
-- Nightmare Penguin: WATER 900/1800
-- Star Boy: WATER 550

Test("Nightmare Penguin Flip Summoned bounces a card and raises WATER monsters", function(t)
	local penguin = Debug.AddCard("Nightmare Penguin", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local star = Debug.AddCard("Star Boy", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:FlipSummon(0, penguin)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_HAND, 1)
	t:ExpectAttack(penguin, 900 + 200 + 500)
	t:ExpectAttack(star, 1050) -- the opponent's WATER monster gets only Star Boy's boost
end)

Test("Nightmare Penguin flipped by an attack and destroyed still bounces a Set card after the battle", function(t)
	t:Start{player = 1}
	local penguin = Debug.AddCard("Nightmare Penguin", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local set = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(1, vorse, penguin)
	t:Select(0, {set})
	t:Run()
	t:ExpectCard(penguin, LOCATION_GRAVE, 0) -- 1900 against DEF 1800
	t:ExpectCard(set, LOCATION_HAND, 1)      -- the trigger waited until after damage calculation (R035)
	t:ExpectLP(0, 8000)
end)
