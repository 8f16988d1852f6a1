-- R034: effects at the start of the Damage Step resolve before an attacked face-down monster is
-- flipped; if the target is destroyed then, there is no damage calculation and it is never flipped.

Test("R034 Sasuke Samurai #4 destroys a face-down Man-Eater Bug before it is flipped", function(t)
	local sasuke = Debug.AddCard("Sasuke Samurai #4", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, sasuke, bug)
	t:Announce(0, 1)
	t:Coin(0, true)

	t:Run()
	t:ExpectCard(bug, LOCATION_GRAVE, 1)
	t:ExpectCard(sasuke, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)
