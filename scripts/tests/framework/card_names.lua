-- Cards named by their name wherever a card code is accepted; the codes here are what the tests are about.

local function expectError(text, f, ...)
	local ok, err = pcall(f, ...)
	assert(not ok, "expected an error containing: " .. text)
	assert(string.find(err, text, 1, true), "expected an error containing: " .. text .. "\n got: " .. tostring(err))
end

Test("a card named by name is the card of that code", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(vorse:GetCode() == 14898066, "Vorse Raider is 14898066, got " .. vorse:GetCode())
	t:ExpectCard(14898066, LOCATION_HAND, 0)
	t:ExpectCard("Vorse Raider", LOCATION_HAND, 0)
end)

Test("a name works in actions, answers and expectations", function(t)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Luster Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Summon(0, "Summoned Skull")
	t:Select(0, {"Celtic Guardian"})
	t:Attack(0, "Summoned Skull", "Luster Dragon")
	t:Run()
	t:ExpectCard("Summoned Skull", LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack("Summoned Skull", 2500)
	t:ExpectCard("Celtic Guardian", LOCATION_GRAVE, 0)
	t:ExpectCard("Luster Dragon", LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 600)
end)

Test("a name answers a card announcement with the card's code", function(t)
	local theirs = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) -- Mind Crush: both players must hold a card
	local crush = Debug.AddCard("Mind Crush", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, crush)
	t:Announce(0, "Vorse Raider")
	t:Run()
	t:ExpectCard(theirs, LOCATION_GRAVE, 1) -- announced and in their hand: discarded
end)

Test("a name in a deck list: t:StartDuel and t:DeckProblem take names", function(t)
	local deck = {}
	for i = 1, 40 do
		deck[i] = "Vorse Raider"
	end
	assert(t:DeckProblem{main = {"Vorse Raider", "Vorse Raider", "Vorse Raider"}, sizes = false} == nil)
	local problem = t:DeckProblem{main = {"Vorse Raider", "Vorse Raider", "Vorse Raider", 14898066}, sizes = false}
	assert(problem and problem:find("more than 3 copies of Vorse Raider", 1, true), tostring(problem))
	t:StartDuel{deck0 = deck, deck1 = deck}
	t:Summon(0, "Vorse Raider")
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 4)
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0)
end)

Test("an alternate artwork's name resolves to the original card", function(t)
	-- Blue-Eyes White Dragon is 89631139; 89631140 is an alternate artwork of it (alias 89631139)
	Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(89631139, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_HAND, 1)
end)

Test("a name also matches an alternate artwork of its card added by code", function(t)
	Debug.AddCard(89631140, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCard("Blue-Eyes White Dragon", LOCATION_HAND, 0)
end)

Test("a card that is only treated as another keeps a name of its own", function(t)
	-- Harpie Lady 1 (91932350) has alias Harpie Lady (76812113) but is not an artwork of it
	local lady = Debug.AddCard("Harpie Lady 1", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(91932350, LOCATION_HAND, 0)
	assert(lady:IsCode(76812113), "Harpie Lady 1 is treated as Harpie Lady")
end)

Test("an unknown name is an error that suggests the closest name", function(t)
	expectError('Debug.AddCard: argument 1: unknown card name "Vorse Raidr" (did you mean "Vorse Raider"?)',
		Debug.AddCard, "Vorse Raidr", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	expectError('t:Summon: argument 2: unknown card name "vorse raider" (did you mean "Vorse Raider"?)',
		t.Summon, t, 0, "vorse raider")
	expectError('t:ExpectCard: argument 1: unknown card name "Exodia Necross"', t.ExpectCard, t, "Exodia Necross", LOCATION_HAND)
	expectError("t:Select: argument 2 element 2: unknown card name", t.Select, t, 0, {"Vorse Raider", "Vorse"})
	-- the same calls with the right names are fine
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, "Vorse Raider")
	t:Run()
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0)
end)
