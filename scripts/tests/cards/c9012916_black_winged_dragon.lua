-- Black-Winged Dragon (9012916): effect damage to its controller becomes a Black Feather Counter;
-- -700 ATK per counter; once per turn remove them all to lower an opponent's monster's ATK by 700
-- each and burn the opponent by the ATK it lost.
local BWD = 9012916 -- 2800
local FEATHER = 0x10
local VORSE = 14898066 -- 1900
local MAGIC_CYLINDER = 62279055
local KING = 36021814 -- King of the Skull Servants: ATK ?, 0 with an empty GY

Test("Black-Winged Dragon removes 2 counters: Vorse Raider loses 1400, the opponent takes 1400", function(t)
	local bwd = Debug.AddCard(BWD, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.PreAddCounter(bwd, FEATHER, 2)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Check(0, function(t) t:ExpectAttack(bwd, 1400) end)
	t:Activate(0, bwd)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectAttack(vorse, 500)
	t:ExpectLP(1, 8000 - 1400)
	t:ExpectAttack(bwd, 2800)
	-- once per turn, and no counters left anyway
	t:ExpectCannotActivate(0, bwd)
end)

Test("Black-Winged Dragon without counters cannot use its effect", function(t)
	local bwd = Debug.AddCard(BWD, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Run()
	t:ExpectAttack(bwd, 2800)
	t:ExpectCannotActivate(0, bwd)
end)

Test("Black-Winged Dragon cannot target a monster that already has 0 ATK", function(t)
	local bwd = Debug.AddCard(BWD, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.PreAddCounter(bwd, FEATHER, 1)
	local king = Debug.AddCard(KING, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK) -- nothing in its GY: 0 ATK
	t:Run()
	t:ExpectAttack(king, 0)
	t:ExpectCannotActivate(0, bwd)
end)

Test("Black-Winged Dragon: Magic Cylinder's damage becomes a Black Feather Counter", function(t)
	local bwd = Debug.AddCard(BWD, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local cylinder = Debug.AddCard(MAGIC_CYLINDER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(1, cylinder) -- it targets the attacker by itself
	t:Run()
	t:ExpectLP(0, 8000)
	t:ExpectAttack(bwd, 2800 - 700)
end)
