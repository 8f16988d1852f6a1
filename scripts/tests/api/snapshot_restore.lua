-- t:Snapshot() / t:Restore(s): two lines of play from one position in one test (docs/testing.md).
-- Vorse Raider: ATK 1900. Giant Soldier of Stone: ATK 1300, DEF 2000.

local function board(t)
	for p = 0, 1 do
		Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- each player's next draw
	end
	local raider = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	return raider, giant
end

Test("each line of play from a snapshot meets its own expectations", function(t)
	local raider, giant = board(t)
	t:Summon(0, raider)
	t:Run()
	local s = t:Snapshot()

	-- line 1: attack the Giant, 1900 against 1300
	t:Attack(0, raider, giant)
	t:Run()
	t:ExpectCard(giant, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 600)

	-- line 2, from the same position: no attack, the turn ends
	t:Restore(s)
	t:ExpectCard(giant, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectCard(raider, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(1, 8000)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectCard(giant, LOCATION_MZONE, 1)
	t:ExpectLP(1, 8000)
end)

Test("a restore keeps the test's own variables and the card handles", function(t)
	local raider, giant = board(t)
	local lines = 0
	local s = t:Snapshot() -- before the duel starts: the set-up is re-executed
	for _ = 1, 2 do
		t:Restore(s)
		lines = lines + 1
		t:Summon(0, raider)
		t:Attack(0, raider, giant)
		t:Run()
		t:ExpectCard(giant, LOCATION_GRAVE, 1)
		t:ExpectLP(1, 8000 - 600)
	end
	-- Lua values are not part of the duel: they are not rolled back
	assert(lines == 2, "lines counted " .. lines)
	-- a handle from before the snapshot names the card in the restored duel
	assert(raider:GetAttack() == 1900, "the raider's handle reads its ATK in the current duel")
end)

Test("a snapshot taken after decisions restores the same board and the same pending prompt", function(t)
	local raider, giant = board(t)
	t:Summon(0, raider)
	t:Attack(0, raider, giant)
	t:Run()
	local s = t:Snapshot()
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectTurn(4)
	t:Restore(s)
	t:ExpectTurn(3)
	t:ExpectPhase(PHASE_BATTLE_STEP)
	t:ExpectCard(giant, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 600)
end)
