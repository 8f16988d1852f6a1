-- R086: an effect whose first step is "this card loses X ATK, and ..." cannot be activated while the
-- card's ATK is already 0; if its ATK is 0 when it resolves nothing in the effect applies.
-- Exarion Universe, 1800: lose 400 ATK and gain piercing, in the Battle Step
-- Giant Soldier of Stone, DEF 2000
-- Fairy Box: Continuous Trap: a right call makes the attacker's ATK 0 until the end of the Battle Phase

local function board()
	local exarion = Debug.AddCard("Exarion Universe", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local box = Debug.AddCard("Fairy Box", 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	return exarion, giant, box
end

Test("R086 Exarion Universe at 0 ATK after Fairy Box cannot activate its lose-400 effect", function(t)
	local exarion, giant = board()
	t:Attack(0, exarion, giant)
	t:Announce(1, 1) -- Fairy Box's call: heads
	t:Coin(1, true)  -- heads: the call is right
	t:Pass(0)
	t:Check(0, function(t) -- Battle Step, the coin toss resolved
		t:ExpectPhase(PHASE_BATTLE_STEP)
		t:ExpectChainLength(0)
		t:ExpectAttack(exarion, 0)
	end)
	t:ExpectNotOffered(0, exarion)
	t:Run()
end)

Test("R086 Exarion Universe at 0 ATK battles Giant Soldier of Stone as it is: its controller takes 2000", function(t)
	local exarion, giant = board()
	t:Attack(0, exarion, giant)
	t:Announce(1, 1)
	t:Coin(1, true)
	t:Run()
	t:ExpectLP(0, 8000 - 2000)
	t:ExpectLP(1, 8000)
	t:ExpectCard(exarion, LOCATION_MZONE, 0)
	t:ExpectCard(giant, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	t:ExpectAttack(exarion, 0)
end)

Test("R086 contrast: Fairy Box's call is wrong, Exarion Universe (1800) uses its effect: 1400 against DEF 2000", function(t)
	local exarion, giant = board()
	t:Attack(0, exarion, giant)
	t:Announce(1, 1)
	t:Coin(1, false) -- tails: the call is wrong
	t:Pass(0)
	t:Check(0, function(t) t:ExpectAttack(exarion, 1800) end)
	t:Activate(0, exarion)
	t:Run()
	t:ExpectAttack(exarion, 1400)
	t:ExpectLP(0, 8000 - 600)
	t:ExpectLP(1, 8000)
end)
