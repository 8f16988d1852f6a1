-- Sheep Token (73915052): the Token Scapegoat (73915051) creates: Beast, EARTH, Level 1, ATK 0,
-- DEF 0, in face-up Defense Position; it cannot be Tributed for a Tribute Summon. As a Token it
-- ceases to exist when it leaves the field (R102) and can never be turned face-down (R101).
local SHEEP = 73915052 -- a code: Card.IsCode finds the tokens
-- Vorse Raider: 1900 ATK
-- Summoned Skull, Level 6: 1 tribute

local function tokens()
	return Duel.GetMatchingGroup(Card.IsCode, 0, LOCATION_MZONE, 0, nil, SHEEP)
end

Test("Sheep Tokens are Level 1 EARTH Beast Tokens with 0 ATK and 0 DEF, in face-up Defense Position", function(t)
	Debug.AddCard("Scapegoat", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Scapegoat")
	t:Run()
	t:ExpectCount(0, LOCATION_MZONE, 4)
	local g = tokens()
	assert(#g == 4, "4 Sheep Tokens, found " .. #g)
	local tc = g:GetFirst()
	while tc do
		t:ExpectCard(tc, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
		t:ExpectAttack(tc, 0)
		t:ExpectDefense(tc, 0)
		assert(tc:IsType(TYPE_TOKEN), "a Token")
		assert(tc:GetLevel() == 1, "Level 1, found " .. tc:GetLevel())
		assert(tc:IsAttribute(ATTRIBUTE_EARTH), "EARTH")
		assert(tc:IsRace(RACE_BEAST), "Beast")
		tc = g:GetNext()
	end
end)

Test("Sheep Tokens still cannot be Tributed for a Tribute Summon in a later turn", function(t)
	for p = 0, 1 do
		for i = 1, 2 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
	Debug.AddCard("Scapegoat", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Scapegoat")
	t:Phase(0, PHASE_MAIN1) -- turn 5: Scapegoat's summon ban is over
	t:ExpectIllegal(0, "Summon", skull)
	t:ExpectIllegal(0, "Set", skull)
	t:Summon(0, "Vorse Raider") -- a Normal Summon as such is allowed again
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard("Vorse Raider", LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(skull, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_MZONE, 5)
end)

Test("R102 a Sheep Token Tributed for a cost (Enemy Controller) ceases to exist", function(t)
	Debug.AddCard("Scapegoat", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local controller = Debug.AddCard("Enemy Controller", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, "Scapegoat")
	t:Run()
	local sheep = tokens():GetFirst()
	t:Activate(0, controller)
	t:Option(0, 2) -- Tribute 1 monster: take control
	t:Select(0, {sheep})
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_MZONE, 4) -- 3 Sheep Tokens and Vorse Raider
	t:ExpectCount(0, LOCATION_GRAVE, 2) -- Scapegoat and Enemy Controller only
	t:ExpectCount(0, LOCATION_HAND + LOCATION_REMOVED + LOCATION_DECK, 0)
	assert(#tokens() == 3, "3 Sheep Tokens left")
end)

Test("a Sheep Token returned to the hand by Penguin Soldier ceases to exist", function(t)
	for p = 0, 1 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local goat = Debug.AddCard("Scapegoat", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local penguin = Debug.AddCard("Penguin Soldier", 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_BATTLE_START)
	t:Activate(1, goat) -- player 1's Sheep Tokens, in player 0's turn
	t:Phase(0, PHASE_MAIN2)
	t:FlipSummon(0, penguin)
	t:Yes(0)
	t:Select(0, {SHEEP})
	t:Run()
	t:ExpectCard(penguin, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCount(1, LOCATION_MZONE, 3)
	t:ExpectCount(1, LOCATION_HAND, 0)
	t:ExpectCount(1, LOCATION_GRAVE, 1) -- only Scapegoat itself
end)
