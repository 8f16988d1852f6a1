-- R018: a Special Summon by the monster's own procedure does not start a chain, so activation
-- negation (Divine Wrath) cannot answer it; summon negation (Horn of Heaven) can.
-- The tests are in scripts/tests/cards/c*_divine_wrath.lua and c*_horn_of_heaven.lua; this one checks
-- the procedure is not a chain link.

Test("R018 the summoning procedure starts no chain", function(t)
	Debug.AddCard("Red-Eyes B. Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local darkness = Debug.AddCard("Red-Eyes Darkness Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, darkness)
	t:Select(0, {"Red-Eyes B. Dragon"})
	t:Check(1, function(t) t:ExpectChainLength(0) end)
	t:Run()
	t:ExpectCard(darkness, LOCATION_MZONE, 0)
	t:ExpectAttack(darkness, 2700) -- Red-Eyes B. Dragon in the GY: +300
end)
