-- Dark Resonator (97021916): Tuner, Level 3, 1300/300; once per turn it is not destroyed by battle.
local RESONATOR = 97021916
local VORSE = 14898066 -- 1900
local LUSTER = 11091375 -- Luster Dragon, 1900
local HOLE = 53129443 -- Dark Hole
local SCRAP = 45815891 -- Scrap Archfiend: Synchro, Level 7

Test("Dark Resonator survives its first battle destruction of the turn; the damage is still dealt", function(t)
	local resonator = Debug.AddCard(RESONATOR, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, resonator)
	t:Run()
	t:ExpectCard(resonator, LOCATION_MZONE, 1)
	t:ExpectLP(1, 8000 - 600)
end)

Test("Dark Resonator is destroyed by the second battle in the same turn", function(t)
	local resonator = Debug.AddCard(RESONATOR, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local luster = Debug.AddCard(LUSTER, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, resonator)
	t:Attack(0, luster, resonator)
	t:Run()
	t:ExpectCard(resonator, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 1200)
end)

Test("Dark Resonator's protection comes back in the next turn", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local resonator = Debug.AddCard(RESONATOR, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, resonator)
	t:Phase(0, PHASE_BATTLE_STEP) -- turn 5
	t:Attack(0, vorse, resonator)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard(resonator, LOCATION_MZONE, 1)
end)

Test("Dark Resonator is not protected from destruction by a card effect", function(t)
	local resonator = Debug.AddCard(RESONATOR, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local hole = Debug.AddCard(HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(resonator, LOCATION_GRAVE, 1)
end)

Test("Dark Resonator is the Tuner of a Synchro Summon (3 + 4 = 7)", function(t)
	local resonator = Debug.AddCard(RESONATOR, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local scrap = Debug.AddCard(SCRAP, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, scrap)
	t:Select(0, {resonator})
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(scrap, LOCATION_MZONE, 0)
	t:ExpectCard(resonator, LOCATION_GRAVE, 0)
end)
