-- R084: when an effect refers to how much ATK it took away, only the ATK actually lost counts; the
-- part of the decrease below 0 is ignored.
-- Black-Winged Dragon, 2800, -700 ATK per Black Feather Counter
local FEATHER = 0x10 -- Black Feather Counter
-- Vorse Raider: 1900
-- Summoned Skull, 2500

Test("R084 Black-Winged Dragon removes 3 counters on Vorse Raider (1900): it drops to 0, the opponent takes 1900", function(t)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.PreAddCounter(bwd, FEATHER, 3)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Check(0, function(t) t:ExpectAttack(bwd, 2800 - 2100) end)
	t:Activate(0, bwd)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectAttack(vorse, 0)
	t:ExpectLP(1, 8000 - 1900)
	t:ExpectAttack(bwd, 2800) -- no counters left
end)

Test("R084 contrast: a decrease that fits (3 counters on Summoned Skull, 2500) deals all 2100", function(t)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.PreAddCounter(bwd, FEATHER, 3)
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, bwd)
	t:Select(0, {skull})
	t:Run()
	t:ExpectAttack(skull, 400)
	t:ExpectLP(1, 8000 - 2100)
end)
