-- R105: an effect limited only by "once per turn" can be used again in the same turn once its
-- monster has been turned face-down (or has left the field) and is face-up again; each copy has its
-- own limit; but a monster whose effect was used and that is then taken by the opponent cannot use
-- it again that turn.
--
-- The ruling's card, Black Luster Soldier - Envoy of the Beginning (72989439), is not scripted:
-- its banishing effect is allowed "only if this card has not declared an attack this turn", which
-- needs Card.GetAttackAnnouncedCount, and its second effect ("it may attack again") needs
-- Duel.ChainAttack; neither exists yet. (R106's test shows the reverse case with Stealth Bird.)
local BLS = 72989439
local BOOK_OF_MOON = 14087893
local VORSE = 14898066
local CELTIC = 91152256

Test("R105 Black Luster Soldier turned face-down by Book of Moon and Flip Summoned banishes again", function(t)
	t:Skip("needs Black Luster Soldier - Envoy of the Beginning (72989439): the API lacks "
		.. "Card.GetAttackAnnouncedCount and Duel.ChainAttack")
	-- the scenario as the ruling gives it, written ahead (it has never run)
	local bls = Debug.AddCard(BLS, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local first = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local second = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local moon = Debug.AddCard(BOOK_OF_MOON, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, bls)
	t:Select(0, {first})
	t:Run()
	t:ExpectCard(first, LOCATION_REMOVED, 1)
	t:ExpectNotOffered(0, bls)
	t:Activate(1, moon) -- at player 1's next window
	t:Select(1, {bls})
	t:FlipSummon(0, bls)
	t:ExpectOffered(0, bls)
	t:Activate(0, bls)
	t:Select(0, {second})
	t:Run()
	t:ExpectCard(second, LOCATION_REMOVED, 1)
end)

Test("R105 Black Luster Soldier taken with Enemy Controller after using its effect cannot use it again", function(t)
	t:Skip("needs Black Luster Soldier - Envoy of the Beginning (72989439): the API lacks "
		.. "Card.GetAttackAnnouncedCount and Duel.ChainAttack")
end)
