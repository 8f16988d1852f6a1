-- Smashing Ground (97169186): Normal Spell; destroy the face-up monster your opponent controls
-- with the highest DEF (you choose among ties). It does not target.
-- Vorse Raider: DEF 1200
-- Giant Soldier of Stone: DEF 2000
-- The Dragon Dwelling in the Cave: DEF 2000
-- Millennium Shield: DEF 3000

Test("Smashing Ground destroys the opponent's face-up monster with the highest DEF", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	local hidden = Debug.AddCard("Millennium Shield", 1, 1, LOCATION_MZONE, 2, POS_FACEDOWN_DEFENSE) -- face-down: ignored
	local mine = Debug.AddCard("Millennium Shield", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE) -- own side: ignored
	Debug.AddCard("Smashing Ground", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Smashing Ground")
	t:Run()
	t:ExpectCard(giant, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
	t:ExpectCard(hidden, LOCATION_MZONE, 1)
	t:ExpectCard(mine, LOCATION_MZONE, 0)
	t:ExpectCard("Smashing Ground", LOCATION_GRAVE, 0)
end)

Test("with a tie for the highest DEF, its player chooses which one is destroyed", function(t)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local dragon = Debug.AddCard("The Dragon Dwelling in the Cave", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	Debug.AddCard("Smashing Ground", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Smashing Ground")
	t:Select(0, {dragon}) -- asked on resolution, between the two DEF 2000 monsters
	t:Run()
	t:ExpectCard(dragon, LOCATION_GRAVE, 1)
	t:ExpectCard(giant, LOCATION_MZONE, 1)
	t:ExpectCount(1, LOCATION_MZONE, 2)
end)
