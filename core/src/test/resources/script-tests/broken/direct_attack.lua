-- R024: while the opponent controls a monster, even face-down, a direct attack is not offered.
Test("a direct attack while the opponent controls a face-down monster", function(t)
	Debug.AddCard(14898066, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(13039848, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, 14898066)
	t:Run()
end)
