-- Card of Safe Return (57953380, Continuous Spell): when a monster (or monsters) is Special Summoned
-- from your GY, you can draw 1 card (an optional "when" trigger: it can miss the timing).
local SAFE_RETURN = 57953380
local MONSTER_REBORN = 83764718
local COTH = 97077563 -- Call of the Haunted
local POT = 55144522
local VORSE = 14898066
local CELTIC = 91152256
local RED_EYES = 74677422
local RED_EYES_DARKNESS = 96561011

Test("Monster Reborn on a monster of your GY: you may draw 1 card", function(t)
	Debug.AddCard(SAFE_RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(MONSTER_REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, MONSTER_REBORN)
	t:Select(0, {vorse})
	t:Yes(0) -- the optional trigger
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCard(CELTIC, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 0)
	t:ExpectCard(SAFE_RETURN, LOCATION_SZONE, 0, POS_FACEUP)
end)

Test("the draw is optional", function(t)
	Debug.AddCard(SAFE_RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(MONSTER_REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, MONSTER_REBORN)
	t:Select(0, {vorse})
	t:No(0)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 1)
end)

Test("a monster taken from your GY by the opponent counts too: you draw", function(t)
	t:Start{player=1}
	Debug.AddCard(SAFE_RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(MONSTER_REBORN, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, MONSTER_REBORN)
	t:Select(1, {vorse})
	t:Yes(0)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
	t:ExpectCard(CELTIC, LOCATION_HAND, 0)
end)

Test("a monster Special Summoned from the opponent's GY does not count", function(t)
	Debug.AddCard(SAFE_RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(MONSTER_REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, MONSTER_REBORN)
	t:Select(0, {celtic})
	t:Run() -- strict: an offered trigger would be an unanswered prompt
	t:ExpectCard(celtic, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 1)
end)

Test("a monster Special Summoned from the hand does not count", function(t)
	Debug.AddCard(SAFE_RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local red_eyes = Debug.AddCard(RED_EYES, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local darkness = Debug.AddCard(RED_EYES_DARKNESS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, darkness)
	t:Select(0, {red_eyes})
	t:Run()
	t:ExpectCard(darkness, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 1)
end)

Test("with an empty Deck the trigger is not offered", function(t)
	Debug.AddCard(SAFE_RETURN, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(MONSTER_REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, MONSTER_REBORN)
	t:Select(0, {vorse})
	t:Run() -- strict: an offered trigger would be an unanswered prompt
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
	t:ExpectPhase(PHASE_MAIN1) -- nobody tried to draw from the empty Deck
end)

Test("Call of the Haunted alone in its chain: the summon is the last thing, you may draw", function(t)
	Debug.AddCard(SAFE_RETURN, 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local coth = Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, coth)
	t:Select(1, {celtic})
	t:Yes(1)
	t:Run()
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
	t:ExpectCard(VORSE, LOCATION_HAND, 1)
end)

Test("misses the timing: Call of the Haunted as chain link 2 under Pot of Greed", function(t)
	Debug.AddCard(SAFE_RETURN, 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	local coth = Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	for i = 1, 2 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, POT)
	t:Activate(1, coth) -- link 2: the summon happens, then Pot of Greed resolves
	t:Select(1, {celtic})
	t:Run() -- strict: an offered trigger would be an unanswered prompt
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectCount(1, LOCATION_HAND, 0)
	t:ExpectCount(1, LOCATION_DECK, 1)
end)
