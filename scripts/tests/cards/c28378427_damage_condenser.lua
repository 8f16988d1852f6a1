-- Damage Condenser (28378427): when you take battle damage, discard 1 card to Special Summon from your
-- Deck 1 monster whose ATK is at most that damage.
-- Blue-Eyes White Dragon: 3000 ATK
-- Vorse Raider: 1900 ATK
-- Injection Fairy Lily: 400 ATK

Test("Damage Condenser summons a monster with ATK up to the battle damage", function(t)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local condenser = Debug.AddCard("Damage Condenser", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local discard = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local lily = Debug.AddCard("Injection Fairy Lily", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, bewd, vorse)
	t:Activate(1, condenser)
	t:Select(1, {discard})
	t:Select(1, {lily})
	t:Run()
	t:ExpectLP(1, 8000 - 1100)
	t:ExpectCard(lily, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectCard(discard, LOCATION_GRAVE, 1)
end)

Test("Damage Condenser cannot be activated when the Deck has no monster with ATK that low", function(t)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local condenser = Debug.AddCard("Damage Condenser", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- 1900 > 1100
	t:Attack(0, bewd, vorse)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:Pass(1)
	t:ExpectNotOffered(1, condenser) -- the window after the damage
	t:Run()
	t:ExpectCard(condenser, LOCATION_SZONE, 1, POS_FACEDOWN)
end)
