-- Damage Step timing: what destroys itself by the rules waits in the Damage Step until after damage
-- calculation (the documents' Damage Step, "after damage calculation": Spirit Reaper targeted during
-- the battle destroys itself then). Targeted before damage calculation, Spirit Reaper stays for the
-- calculation (its controller takes the damage) and is destroyed right after it.
-- Spirit Reaper (23205979): 300/200, cannot be destroyed by battle, destroyed after a card effect that
-- targets it resolves. Rush Recklessly (70046172): a face-up monster gains 700 ATK.

Test("Damage Step timing: Spirit Reaper targeted before damage calculation is destroyed after it", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local reaper = Debug.AddCard("Spirit Reaper", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rush = Debug.AddCard("Rush Recklessly", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse, reaper)
	t:Phase(0, PHASE_DAMAGE)
	t:Activate(1, rush)
	t:Select(1, {reaper})
	t:Pass(0) -- Rush Recklessly resolves
	-- the chain has resolved: still there, 1000 ATK, for damage calculation
	t:Check(0, function(t)
		t:ExpectPhase(PHASE_DAMAGE)
		t:ExpectCard(reaper, LOCATION_MZONE, 1)
		t:ExpectAttack(reaper, 1000)
	end)
	t:Run()
	t:ExpectLP(1, 8000 - 900) -- 1900 against 1000: the battle happened
	t:ExpectCard(reaper, LOCATION_GRAVE, 1)
	t:ExpectCard(rush, LOCATION_GRAVE, 1)
end)

Test("Damage Step timing control: Spirit Reaper targeted outside the Damage Step is destroyed as soon as the chain is over", function(t)
	local reaper = Debug.AddCard("Spirit Reaper", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Rush Recklessly", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Pass(0)
	t:Activate(1, "Rush Recklessly")
	t:Select(1, {reaper})
	t:Pass(0) -- Rush Recklessly resolves
	t:Check(0, function(t)
		t:ExpectChainLength(0)
		t:ExpectCard(reaper, LOCATION_GRAVE, 1)
	end)
	t:Run()
end)
