-- R117: a card declared with Prohibition cannot be Normal Summoned, attack or change position, but
-- may still be Special Summoned by another card's effect, Tributed for a cost and targeted.
-- Summoned Skull, 2500 ATK, Level 6

-- turn 4 (player 1's): player 1 activates Prohibition declaring Summoned Skull; then on to turn 5
local function prohibit(t, p0draws)
	t:Start{player=1, turn=4}
	for i = 1, p0draws do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local prohibition = Debug.AddCard("Prohibition", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, prohibition)
	t:Announce(1, "Summoned Skull")
	t:Phase(0, PHASE_MAIN1)
	return prohibition
end

Test("R117 Summoned Skull cannot be Normal Summoned or Set; one already on the field can still attack", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local old = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local prohibition = prohibit(t, 1)
	t:ExpectIllegal(0, "Summon", skull)
	t:ExpectIllegal(0, "Set", skull)
	t:Attack(0, old)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard(prohibition, LOCATION_SZONE, 1, POS_FACEUP)
	t:ExpectCard(skull, LOCATION_HAND, 0)
	t:ExpectLP(1, 8000 - 2500)
end)

Test("R117 Call of the Haunted may revive Summoned Skull, which can never attack or change position", function(t)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local coth = Debug.AddCard("Call of the Haunted", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw of turn 6
	prohibit(t, 2)
	t:Activate(0, coth)
	t:Select(0, {skull})
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectIllegal(0, "Attack", skull)
	t:Phase(0, PHASE_MAIN1) -- turn 7: no longer summoned this turn
	t:ExpectIllegal(0, "ChangePosition", skull)
	t:ExpectIllegal(0, "Attack", skull)
	t:Run()
	t:ExpectTurn(7)
	t:ExpectLP(1, 8000)
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("R117 the revived Summoned Skull may be Tributed for Enemy Controller", function(t)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local coth = Debug.AddCard("Call of the Haunted", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local ec = Debug.AddCard("Enemy Controller", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	prohibit(t, 1)
	t:Activate(0, coth)
	t:Select(0, {skull})
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, ec)
	t:Option(0, 2) -- Tribute 1 monster, take control
	t:Select(0, {skull})
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(skull, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
end)

Test("R117 the opponent may target the revived Summoned Skull with Book of Moon", function(t)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local coth = Debug.AddCard("Call of the Haunted", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local book = Debug.AddCard("Book of Moon", 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	prohibit(t, 1)
	t:Activate(0, coth)
	t:Select(0, {skull})
	t:Activate(1, book)
	t:Select(1, {skull})
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(book, LOCATION_GRAVE, 1)
end)
