-- Flag effects are kept as ygopro keeps them, under EFFECT_FLAG_EFFECT + the id, so a script may look for
-- one with Card.IsHasEffect or Duel.IsPlayerAffectedByEffect as reference scripts do.
local VORSE_RAIDER = 14898066
local MARK = 12345
local OTHER_MARK = 54321

Test("a card's flag effect is found under EFFECT_FLAG_EFFECT plus its id", function(t)
	local vorse = Debug.AddCard(VORSE_RAIDER, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	vorse:RegisterFlagEffect(MARK, RESET_EVENT + RESETS_STANDARD, 0, 1)
	assert(vorse:GetFlagEffect(MARK) == 1, "the flag is registered: " .. vorse:GetFlagEffect(MARK))
	assert(vorse:IsHasEffect(EFFECT_FLAG_EFFECT + MARK), "IsHasEffect finds the flag")
	assert(not vorse:IsHasEffect(EFFECT_FLAG_EFFECT + OTHER_MARK), "another id is not found")
end)

Test("a player's flag effect is found under EFFECT_FLAG_EFFECT plus its id", function(t)
	Duel.RegisterFlagEffect(0, MARK, RESET_PHASE + PHASE_END, 0, 1)
	assert(Duel.GetFlagEffect(0, MARK) == 1, "the flag is registered: " .. Duel.GetFlagEffect(0, MARK))
	assert(Duel.IsPlayerAffectedByEffect(0, EFFECT_FLAG_EFFECT + MARK), "IsPlayerAffectedByEffect finds the flag")
	assert(not Duel.IsPlayerAffectedByEffect(0, EFFECT_FLAG_EFFECT + OTHER_MARK), "another id is not found")
	assert(not Duel.IsPlayerAffectedByEffect(1, EFFECT_FLAG_EFFECT + MARK), "the other player has no such flag")
end)
