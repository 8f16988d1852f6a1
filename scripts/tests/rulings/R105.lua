-- R105: an effect limited only by "once per turn" can be used again in the same turn once its
-- monster has been turned face-down (or has left the field) and is face-up again; each copy has its
-- own limit; but a monster whose effect was used and that is then taken by the opponent cannot use
-- it again that turn.
local BLS = 72989439 -- Black Luster Soldier - Envoy of the Beginning; a code: its flag effect's id

local function decks()
	for p = 0, 1 do
		Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

Test("R105 Black Luster Soldier turned face-down by Book of Moon and Flip Summoned banishes again", function(t)
	decks()
	local bls = Debug.AddCard(BLS, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local first = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local second = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local moon = Debug.AddCard("Book of Moon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, bls)
	t:Select(0, {first})
	t:Run()
	t:ExpectCard(first, LOCATION_REMOVED, 1)
	t:ExpectNotOffered(0, bls)
	t:Activate(1, moon) -- at player 1's next window
	t:Select(1, {bls})
	t:FlipSummon(0, bls)
	t:Activate(0, bls) -- offered again: strict mode fails the test otherwise
	t:Select(0, {second})
	t:Run()
	t:ExpectCard(second, LOCATION_REMOVED, 1)
end)

Test("R105 Black Luster Soldier taken with Enemy Controller after using its effect cannot use it again", function(t)
	decks()
	local bls = Debug.AddCard(BLS, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local first = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local fodder = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local controller = Debug.AddCard("Enemy Controller", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, bls)
	t:Select(0, {first})
	t:Activate(1, controller) -- in answer, at player 1's next window
	t:Option(1, 2)
	t:Select(1, {fodder})
	t:Select(1, {bls})
	t:Run()
	t:ExpectCard(bls, LOCATION_MZONE, 1)
	t:ExpectCannotActivate(1, bls)
	-- the use stays with the card through the change of control, unlike a flip or a move
	t:Check(0, function()
		assert(bls:GetFlagEffect(BLS) == 1, "the once-per-turn use was forgotten")
	end)
	t:Run()
end)
