-- The Debug set-up functions: ygopro's semantics, and clear errors for what is not supported yet.

-- pcall returns the error message; these helpers check that a call fails saying why
local function expectError(text, f, ...)
	local ok, err = pcall(f, ...)
	assert(not ok, "expected an error containing: " .. text)
	assert(string.find(err, text, 1, true), "expected an error containing: " .. text .. "\n got: " .. tostring(err))
end

Test("Debug.AddCard: Deck sequence 0 is the top, 1 the bottom", function(t)
	Debug.AddCard("Luster Dragon", 0, 0, LOCATION_DECK, 1, POS_FACEDOWN_DEFENSE) -- bottom
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- the last on top: drawn first
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Start{player = 1, turn = 2, phase = PHASE_MAIN1}
	t:Phase(0, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(3)
	t:ExpectCard("Vorse Raider", LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 2)
	t:ExpectCard("Luster Dragon", LOCATION_DECK, 0)
end)

Test("Debug.AddCard returns the card; cards placed on the field were there before the scenario", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 3, POS_FACEUP_ATTACK)
	assert(vorse ~= nil)
	-- not summoned this turn, so its position may change at once
	t:ChangePosition(0, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
end)

Test("Debug.AddCard refuses bad and occupied zones", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	expectError("Monster Zone 2 of player 0 already holds Vorse Raider", Debug.AddCard,
		"Celtic Guardian", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	expectError("Monster Zone has no zone 7", Debug.AddCard, "Celtic Guardian", 0, 0, LOCATION_MZONE, 7, POS_FACEUP_ATTACK)
	expectError("argument 4 must be one LOCATION_ constant", Debug.AddCard,
		"Celtic Guardian", 0, 0, LOCATION_ONFIELD, 0, POS_FACEUP_ATTACK)
	expectError("unknown card code 1", Debug.AddCard, 1, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	expectError("owner and player must be the same", Debug.AddCard,
		"Celtic Guardian", 0, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	expectError("argument 7 must be a boolean", Debug.AddCard,
		"Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, 1)
	-- proc = true: properly summoned (a monster with a summoning condition may then be revived)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	-- a monster of player 0 may stand on player 1's field
	Debug.AddCard("Celtic Guardian", 0, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard("Celtic Guardian", LOCATION_MZONE, 1)
end)

Test("Debug.SetPlayerInfo sets the LP", function(t)
	Debug.SetPlayerInfo(1, 2000, 0, 0)
	t:ExpectLP(1, 2000)
	t:ExpectLP(0, 8000)
	expectError("not supported yet", Debug.SetPlayerInfo, 0, 8000, 5, 1)
end)

Test("Debug.PreSummon records the summon type; Debug.PreSetTarget links a lasting target", function(t)
	local dragon = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreSummon(dragon, SUMMON_TYPE_ADVANCE)
	Debug.PreSummon(vorse, SUMMON_TYPE_FUSION)
	if not vorse:IsSummonType(SUMMON_TYPE_FUSION) then error("PreSummon should record a Fusion Summon") end
	expectError("not supported yet", Debug.PreSummon, vorse, 0x12345)
	-- equipping needs an Equip Card in a Spell & Trap Zone
	expectError("must be in a Spell & Trap Zone", Debug.PreEquip, dragon, vorse)
	Debug.PreSetTarget(dragon, vorse)
	assert(dragon:GetFirstCardTarget() == vorse, "the lasting target is set")
	assert(dragon:IsHasCardTarget(vorse) and not vorse:IsHasCardTarget(dragon), "the link has a direction")
	-- ReloadFieldBegin starts a puzzle's field afresh: it must come before any card is placed
	expectError("call it before the first Debug.AddCard", Debug.ReloadFieldBegin, 0)
	Debug.ReloadFieldEnd()
end)

Test("Debug.ReloadFieldBegin with DUEL_ATTACK_FIRST_TURN lets the first player attack on turn 1", function(t)
	Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN, 5)
	t:Start{player=0, turn=1}
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.ReloadFieldEnd()
	t:Attack(0, vorse)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
end)

Test("without DUEL_ATTACK_FIRST_TURN the first player has no Battle Phase on turn 1", function(t)
	Debug.ReloadFieldBegin(0)
	t:Start{player=0, turn=1}
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectIllegal(0, "Phase", PHASE_BATTLE)
	t:Run()
end)

Test("Debug.ReloadFieldBegin with DUEL_PSEUDO_SHUFFLE keeps the Deck in the order it was built", function(t)
	Debug.ReloadFieldBegin(DUEL_PSEUDO_SHUFFLE)
	local built = {}
	for i = 1, 8 do
		-- each card goes on top: the first one added ends at the bottom (sequence 0)
		built[i] = Debug.AddCard(i % 2 == 0 and "Vorse Raider" or "Celtic Guardian", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
	t:Shuffle(0)
	t:Check(0, function(t)
		for i = 1, 8 do
			if Duel.GetFieldCard(0, LOCATION_DECK, i - 1) ~= built[i] then error("the Deck was shuffled") end
		end
	end)
	t:Run()
end)

Test("Debug.PreEquip attaches a Megamorph placed face-up to a monster", function(t)
	Debug.SetPlayerInfo(0, 4000, 0, 0)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local megamorph = Debug.AddCard("Megamorph", 0, 0, LOCATION_SZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreEquip(megamorph, vorse)
	t:ExpectAttack(vorse, 3800)
end)

Test("set-up is over once the duel runs", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, "Vorse Raider")
	t:Run()
	expectError("set-up is over", Debug.AddCard, "Celtic Guardian", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	expectError("the duel has already started", t.Start, t, {turn = 5})
end)
