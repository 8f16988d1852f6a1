-- Burst Breath (80163754): Tribute 1 Dragon (cost); destroy every face-up monster whose DEF is no
-- higher than the ATK that Dragon had on the field.
-- Luster Dragon: Dragon, ATK 1900
-- Vorse Raider: DEF 1200
-- Celtic Guardian: DEF 1200
-- Giant Soldier of Stone: DEF 2000

Test("Burst Breath: a face-up Dragon is Tributed, face-up monsters on both sides with DEF <= 1900 are destroyed", function(t)
	local luster = Debug.AddCard("Luster Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mine = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Burst Breath", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local hidden = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 2, POS_FACEUP_DEFENSE)
	t:Activate(0, "Burst Breath")
	t:Select(0, {luster})
	t:Check(1, function(t)
		t:ExpectCard(luster, LOCATION_GRAVE, 0) -- the Tribute is paid on activation
		t:ExpectChainLink(1, "Burst Breath")
	end)
	t:Run()
	t:ExpectCard(mine, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(hidden, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE) -- face-down: not affected
	t:ExpectCard(giant, LOCATION_MZONE, 1) -- DEF 2000
end)

Test("Burst Breath cannot be activated when no face-up monster has DEF low enough, nor without a Dragon", function(t)
	Debug.AddCard("Luster Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Burst Breath", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Burst Breath")
	t:Run()
end)
