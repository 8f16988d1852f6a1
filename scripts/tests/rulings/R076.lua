-- R076: effects applied to a face-up monster end when it turns face-down, and a face-down monster is
-- no longer the card a Continuous Spell/Trap was linked to.
local RUSH = 70046172 -- Rush Recklessly: +700 ATK until the end of the turn
local BOOK_OF_MOON = 14087893
local VORSE = 14898066 -- ATK 1900
local COTH = 97077563 -- Call of the Haunted
local SKULL = 70781052 -- Summoned Skull
local MST = 5318639

local function decks()
	for p = 0, 1 do
		for i = 1, 2 do Debug.AddCard(VORSE, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
end

Test("R076 Vorse Raider boosted by Rush Recklessly, turned face-down by Book of Moon, is Flip Summoned on a later turn with 1900 ATK", function(t)
	decks()
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rush = Debug.AddCard(RUSH, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local book = Debug.AddCard(BOOK_OF_MOON, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, rush)
	t:Select(0, {vorse})
	t:Pass(1)
	t:Run()
	t:ExpectAttack(vorse, 2600)
	t:Activate(1, book) -- at player 1's next window
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_MAIN1) -- turn 5
	t:FlipSummon(0, vorse)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(vorse, 1900)
end)

Test("R076 the same Vorse Raider Flip Summoned in the same turn has lost Rush Recklessly's 700 already", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rush = Debug.AddCard(RUSH, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local book = Debug.AddCard(BOOK_OF_MOON, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, rush)
	t:Select(0, {vorse})
	t:Pass(1)
	t:Run()
	t:ExpectAttack(vorse, 2600)
	t:Activate(1, book)
	t:Select(1, {vorse})
	t:FlipSummon(0, vorse) -- still turn 3: Rush Recklessly's "until the end of this turn" has not run out
	t:Run()
	t:ExpectTurn(3)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(vorse, 1900)
end)

Test("R076 Summoned Skull turned face-down is no longer bound to Call of the Haunted: destroying it leaves Skull", function(t)
	local coth = Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local skull = Debug.AddCard(SKULL, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local book = Debug.AddCard(BOOK_OF_MOON, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mst = Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(0, coth)
	t:Select(0, {skull})
	t:Pass(1)
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(1, book)
	t:Select(1, {skull})
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, mst)
	t:Select(1, {coth})
	t:Run()
	t:ExpectCard(coth, LOCATION_GRAVE, 0)
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
end)

Test("R076 contrast: Call of the Haunted destroyed while Summoned Skull is still face-up takes Skull with it", function(t)
	local coth = Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local skull = Debug.AddCard(SKULL, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local mst = Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(0, coth)
	t:Select(0, {skull})
	t:Pass(1)
	t:Run()
	t:Activate(1, mst)
	t:Select(1, {coth})
	t:Run()
	t:ExpectCard(coth, LOCATION_GRAVE, 0)
	t:ExpectCard(skull, LOCATION_GRAVE, 0)
end)
