-- R106: a "once per turn, you can change this card to face-down" effect is not refreshed by the
-- face-down change it performs itself.

Test("R106 Stealth Bird turned face-down by itself and Flip Summoned cannot use the effect again that turn", function(t)
	for p = 0, 1 do
		Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
	local bird = Debug.AddCard("Stealth Bird", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, bird)
	t:FlipSummon(0, bird)
	t:Run()
	t:ExpectCard(bird, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(1, 7000)
	-- turn 3: used up, though the card turned face-down and came back face-up
	t:ExpectNotOffered(0, bird)
	-- turn 5: available again
	t:Phase(0, PHASE_MAIN1)
	t:ExpectOffered(0, bird)
	t:Run()
	t:ExpectTurn(5)
end)
