-- Black-Winged Dragon (9012916): Synchro Summoned with 1 Tuner + 1 or more non-Tuners (Levels adding
-- up to 8), revivable only after that; effect damage to its controller becomes a Black Feather
-- Counter; -700 ATK per counter; once per turn remove them all to lower an opponent's monster's ATK
-- by 700 each and burn the opponent by the ATK it lost.
-- Black-Winged Dragon: 2800
local FEATHER = 0x10
-- Vorse Raider: 1900
-- King of the Skull Servants: ATK ?, 0 with an empty GY
-- Dark Resonator: Tuner, Level 3
-- Krebons: Tuner, Level 2
-- Mokey Mokey: Level 1
-- Lizard Soldier: Level 3

Test("Black-Winged Dragon removes 2 counters: Vorse Raider loses 1400, the opponent takes 1400", function(t)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.PreAddCounter(bwd, FEATHER, 2)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
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
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(bwd, 2800)
	t:ExpectNotOffered(0, bwd) -- its ignition effect, at player 0's Main Phase prompt
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Black-Winged Dragon cannot target a monster that already has 0 ATK", function(t)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	Debug.PreAddCounter(bwd, FEATHER, 1)
	local king = Debug.AddCard("King of the Skull Servants", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK) -- nothing in its GY: 0 ATK
	t:ExpectAttack(king, 0)
	t:ExpectNotOffered(0, bwd) -- its ignition effect, at player 0's Main Phase prompt
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Black-Winged Dragon: Magic Cylinder's damage becomes a Black Feather Counter", function(t)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local cylinder = Debug.AddCard("Magic Cylinder", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(1, cylinder) -- it targets the attacker by itself
	t:Run()
	t:ExpectLP(0, 8000)
	t:ExpectAttack(bwd, 2800 - 700)
end)

Test("Black-Winged Dragon is Synchro Summoned with a Level 3 Tuner and two non-Tuners (4 + 1)", function(t)
	local tuner = Debug.AddCard("Dark Resonator", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local mokey = Debug.AddCard("Mokey Mokey", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_DEFENSE)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, bwd)
	t:Select(0, {tuner}) -- the Tuner
	t:Select(0, {vorse}) -- then the non-Tuners, one at a time
	t:Select(0, {mokey})
	t:Run()
	t:ExpectCard(bwd, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectAttack(bwd, 2800)
	for _, m in ipairs({tuner, vorse, mokey}) do
		t:ExpectCard(m, LOCATION_GRAVE, 0)
		if not m:IsReason(REASON_MATERIAL) or not m:IsReason(REASON_SYNCHRO) then
			error(m:GetCode() .. " should be sent as Synchro Material")
		end
	end
	if not bwd:IsSummonType(SUMMON_TYPE_SYNCHRO) then error("Black-Winged Dragon should be Synchro Summoned") end
	if bwd:GetMaterialCount() ~= 3 then error("3 materials, got " .. bwd:GetMaterialCount()) end
end)

Test("Black-Winged Dragon cannot be Synchro Summoned when the Levels add up to 6, not 8", function(t)
	Debug.AddCard("Krebons", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", bwd)
	t:Run()
end)

Test("Black-Winged Dragon cannot be Synchro Summoned without a Tuner", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", bwd)
	t:Run()
end)

Test("Black-Winged Dragon: a second Tuner cannot stand in as a non-Tuner (2 + 3 + 3)", function(t)
	-- Krebons 2 + Dark Resonator 3 + Lizard Soldier 3 = 8, but that needs two Tuners
	Debug.AddCard("Krebons", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Dark Resonator", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Lizard Soldier", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", bwd)
	t:Run()
end)

Test("Black-Winged Dragon never Synchro Summoned cannot be revived by Monster Reborn", function(t)
	Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)

Test("Black-Winged Dragon Synchro Summoned, then destroyed, can be revived by Monster Reborn", function(t)
	local tuner = Debug.AddCard("Dark Resonator", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local mokey = Debug.AddCard("Mokey Mokey", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local bwd = Debug.AddCard("Black-Winged Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, bwd)
	t:Select(0, {tuner})
	t:Select(0, {vorse})
	t:Select(0, {mokey})
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(bwd, LOCATION_GRAVE, 0)
	t:Activate(0, reborn)
	t:Select(0, {bwd})
	t:Run()
	t:ExpectCard(bwd, LOCATION_MZONE, 0, POS_FACEUP)
end)
