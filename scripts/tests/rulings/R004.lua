-- R004: a player who must make the normal draw with an empty Main Deck loses, whatever the LP.

Test("R004 a player who cannot make the normal draw loses", function(t)
	Debug.SetPlayerInfo(0, 3000, 0, 0)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	-- player 1's Deck is empty; player 0 ends turn 3 and player 1 must draw at the start of turn 4
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectWinner(0)
	t:ExpectTurn(4)
	t:ExpectLP(0, 3000)
	t:ExpectLP(1, 8000)
end)
