-- Scrap Archfiend (45815891): Synchro Monster, Level 7, 2700/1800, no effect; 1 Tuner + 1 or more
-- non-Tuner monsters; revivable only after its Synchro Summon.
local SCRAP = 45815891
local RESONATOR = 97021916 -- Dark Resonator: Tuner, Level 3
local VEILER = 97268402 -- Effect Veiler: Tuner, Level 1
local VORSE = 14898066 -- Level 4
local LIZARD = 20831168 -- Lizard Soldier: Level 3
local GIANT = 13039848 -- Giant Soldier of Stone: Level 3
local HOLE = 53129443 -- Dark Hole
local REBORN = 83764718 -- Monster Reborn

Test("Scrap Archfiend is Synchro Summoned with Dark Resonator (3) and Vorse Raider (4)", function(t)
	local resonator = Debug.AddCard(RESONATOR, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local scrap = Debug.AddCard(SCRAP, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, scrap)
	t:Select(0, {resonator})
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(scrap, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectAttack(scrap, 2700)
	t:ExpectDefense(scrap, 1800)
	t:ExpectCard(resonator, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	if not scrap:IsSummonType(SUMMON_TYPE_SYNCHRO) then error("Scrap Archfiend should be Synchro Summoned") end
	if scrap:GetLevel() ~= 7 then error("Scrap Archfiend is Level 7") end
end)

Test("Scrap Archfiend is Synchro Summoned with a Level 1 Tuner and two Level 3 non-Tuners", function(t)
	local veiler = Debug.AddCard(VEILER, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local lizard = Debug.AddCard(LIZARD, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard(GIANT, 0, 0, LOCATION_MZONE, 2, POS_FACEUP_DEFENSE)
	local scrap = Debug.AddCard(SCRAP, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, scrap)
	t:Select(0, {veiler})
	t:Select(0, {giant})
	t:Select(0, {lizard})
	t:Run()
	t:ExpectCard(scrap, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectCount(0, LOCATION_GRAVE, 3)
end)

Test("Scrap Archfiend cannot be Synchro Summoned when the Levels add up to 6, not 7", function(t)
	Debug.AddCard(RESONATOR, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(LIZARD, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local scrap = Debug.AddCard(SCRAP, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", scrap)
	t:Run()
end)

Test("Scrap Archfiend takes Levels adding up to exactly 7: a third monster (3 + 4 + 3) stays on the field", function(t)
	Debug.AddCard(RESONATOR, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard(LIZARD, 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local scrap = Debug.AddCard(SCRAP, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	-- after the Tuner (3) and Vorse Raider (4) the total is reached: Lizard Soldier is not asked for
	t:SpecialSummon(0, scrap)
	t:Select(0, {RESONATOR})
	t:Select(0, {VORSE})
	t:Run()
	t:ExpectCard(scrap, LOCATION_MZONE, 0)
	t:ExpectCard(LIZARD, LOCATION_MZONE, 0)
end)

Test("Scrap Archfiend cannot be Synchro Summoned without a Tuner", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(LIZARD, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local scrap = Debug.AddCard(SCRAP, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", scrap)
	t:Run()
end)

Test("Scrap Archfiend never Synchro Summoned cannot be revived by Monster Reborn", function(t)
	Debug.AddCard(SCRAP, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)

Test("Scrap Archfiend Synchro Summoned, then destroyed, can be revived by Monster Reborn", function(t)
	local resonator = Debug.AddCard(RESONATOR, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local scrap = Debug.AddCard(SCRAP, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local hole = Debug.AddCard(HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local reborn = Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, scrap)
	t:Select(0, {resonator})
	t:Select(0, {vorse})
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(scrap, LOCATION_GRAVE, 0)
	t:Activate(0, reborn)
	t:Select(0, {scrap})
	t:Run()
	t:ExpectCard(scrap, LOCATION_MZONE, 0, POS_FACEUP)
end)
