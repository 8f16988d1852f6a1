-- R019: a monster that must be Special Summoned in a stated way enters the field only through that
-- procedure (from the hand, in its controller's Main Phase); once properly summoned it may later be
-- revived, but not if it never was.
local RED_EYES = 74677422
local DARKNESS = 96561011
local COTH = 97077563
local DARK_HOLE = 53129443

Test("R019 Red-Eyes Darkness Dragon cannot be Normal Summoned or Set", function(t)
	Debug.AddCard(RED_EYES, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local darkness = Debug.AddCard(DARKNESS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "Summon", darkness)
	t:ExpectIllegal(0, "Set", darkness)
	t:Run()
end)

Test("R019 properly summoned once, it may be revived by Call of the Haunted", function(t)
	Debug.AddCard(RED_EYES, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local darkness = Debug.AddCard(DARKNESS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local coth = Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, darkness)
	t:Select(0, {RED_EYES})
	t:Activate(0, DARK_HOLE)
	t:Run()
	t:ExpectCard(darkness, LOCATION_GRAVE, 0)
	t:ExpectCanActivate(0, coth)
end)

Test("R019 never properly summoned, it cannot be revived", function(t)
	local darkness = Debug.AddCard(DARKNESS, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local coth = Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectCannotActivate(0, coth)
end)

Test("R019 the procedure is a Main Phase action: after the Battle Phase it is offered in Main Phase 2", function(t)
	for p = 0, 1 do Debug.AddCard(14898066, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(RED_EYES, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local darkness = Debug.AddCard(DARKNESS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_MAIN2)
	t:SpecialSummon(0, darkness)
	t:Select(0, {RED_EYES})
	t:Run()
	t:ExpectCard(darkness, LOCATION_MZONE, 0)
end)

-- Spirit of Flames (13522325): Special Summoned from the hand only, by banishing 1 FIRE monster from
-- its controller's GY; Solar Flare Dragon (45985838) is FIRE.
local SPIRIT = 13522325
local SOLAR = 45985838

Test("R019 Spirit of Flames in the GY cannot use its own procedure", function(t)
	Debug.AddCard(SOLAR, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local spirit = Debug.AddCard(SPIRIT, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	t:ExpectIllegal(0, "SpecialSummon", spirit)
	t:Run()
	t:ExpectCard(spirit, LOCATION_GRAVE, 0)
	t:ExpectCard(SOLAR, LOCATION_GRAVE, 0)
end)

Test("R019 Spirit of Flames from the hand, with Solar Flare Dragon in the GY: its procedure works in Main Phase 1", function(t)
	local solar = Debug.AddCard(SOLAR, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local spirit = Debug.AddCard(SPIRIT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "Summon", spirit)
	t:SpecialSummon(0, spirit)
	t:Select(0, {solar})
	t:Run()
	t:ExpectPhase(PHASE_MAIN1)
	t:ExpectCard(spirit, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(solar, LOCATION_REMOVED, 0)
end)

Test("R019 Spirit of Flames: after the Battle Phase its procedure is offered in Main Phase 2", function(t)
	local solar = Debug.AddCard(SOLAR, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local spirit = Debug.AddCard(SPIRIT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_MAIN2)
	t:SpecialSummon(0, spirit)
	t:Select(0, {solar})
	t:Run()
	t:ExpectPhase(PHASE_MAIN2)
	t:ExpectCard(spirit, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(solar, LOCATION_REMOVED, 0)
end)

Test("R019 Spirit of Flames: its procedure is not offered in the Battle Phase or in the opponent's turn", function(t)
	Debug.AddCard(SOLAR, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local spirit = Debug.AddCard(SPIRIT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(DARK_HOLE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw in turn 4
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 0's draw in turn 5
	t:Phase(0, PHASE_BATTLE_STEP)
	t:ExpectIllegal(0, "SpecialSummon", spirit)
	t:Run()
	t:ExpectPhase(PHASE_BATTLE_STEP)
	t:Phase(1, PHASE_MAIN1)
	-- checked at player 0's first prompt in player 1's turn (in turn 5's Main Phase it would be legal)
	t:ExpectIllegal(0, "SpecialSummon", spirit)
	t:Run()
	t:ExpectCard(spirit, LOCATION_HAND, 0)
end)
