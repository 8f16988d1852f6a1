-- R024: a monster attacks directly only while the opponent controls no monsters, and deals damage
-- equal to its ATK. The other half (with any monster on the opponent's field, even face-down, a
-- direct attack is not offered) is a failing t:Attack by nature; it is checked by the runner's own
-- tests (core/src/test/resources/script-tests/broken/direct_attack.lua).

Test("R024 a direct attack deals damage equal to the ATK", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, "Vorse Raider")
	t:Run()
	t:ExpectLP(1, 6100)
	t:ExpectLP(0, 8000)
end)

Test("R024 with a face-down monster on the opponent's field the attack goes to it", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, "Vorse Raider", giant)
	t:Run()
	t:ExpectLP(1, 8000)
	t:ExpectLP(0, 7900)
end)
