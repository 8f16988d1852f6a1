-- R077: increases and decreases from activated effects add up; a later activated "ATK becomes X"
-- absorbs them, and activated changes applied after it are added on top.
local VORSE = 14898066
local RUSH = 70046172
local LIMITER = 23171610
local MECHANICALCHASER = 7359741

Test("R077 two Rush Recklessly on Vorse Raider: 3300", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(RUSH, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(RUSH, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, RUSH)
	t:Select(0, {vorse})
	t:Pass(0)
	t:Activate(0, RUSH)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectAttack(vorse, 3300)
end)

Test("R077 Rush, then Limiter Removal doubles the current ATK, then Rush adds on top", function(t)
	-- Mechanicalchaser (1850, Machine) stands in for the ruling's Jinzo
	local machine = Debug.AddCard(MECHANICALCHASER, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(RUSH, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(LIMITER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(RUSH, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, RUSH)
	t:Select(0, {machine})
	t:Pass(0)
	t:Run()
	t:ExpectAttack(machine, 2550)
	t:Activate(0, LIMITER)
	t:Pass(0)
	t:Run()
	t:ExpectAttack(machine, 5100)
	t:Activate(0, RUSH)
	t:Select(0, {machine})
	t:Run()
	t:ExpectAttack(machine, 5800)
end)

Test("R077 Limiter Removal destroys the doubled monster in the End Phase", function(t)
	for p = 0, 1 do Debug.AddCard(VORSE, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local machine = Debug.AddCard(MECHANICALCHASER, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(LIMITER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, LIMITER)
	t:Phase(1, PHASE_STANDBY)
	t:Run()
	t:ExpectCard(machine, LOCATION_GRAVE, 0)
end)
