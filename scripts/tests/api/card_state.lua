-- Card state that only battles record: Card.GetBattlePosition and Card.GetBattledGroupCount.
-- Vorse Raider: ATK 1900
-- Giant Soldier of Stone: DEF 2000
-- Celtic Guardian: ATK 1400

Test("a battle records the battle positions before the flip and the monsters battled this turn", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw next turn
	assert(vorse:GetBattledGroupCount() == 0 and vorse:GetBattlePosition() == 0, "no battle yet")
	t:Attack(0, vorse, giant)
	t:Run()
	-- the target was flipped face-up for damage calculation; its battle position is the one it was attacked in
	t:ExpectCard(giant, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	assert(giant:GetBattlePosition() == POS_FACEDOWN_DEFENSE, "battle position " .. giant:GetBattlePosition())
	assert(vorse:GetBattlePosition() == POS_FACEUP_ATTACK)
	assert(vorse:GetBattledGroupCount() == 1 and giant:GetBattledGroupCount() == 1)
	assert(celtic:GetBattledGroupCount() == 0, "a monster that did not battle")
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	assert(vorse:GetBattledGroupCount() == 0, "the count is per turn")
end)
