-- Embodiment of Apophis (28649820): Continuous Trap; in a Main Phase, Special Summon this card as a
-- Normal Monster (Reptile, EARTH, Level 4, 1600/1800) that is still a Trap Card.
local APOPHIS = 28649820
local VORSE = 14898066
local TRAP_MONSTERS = "engine: no Trap Monsters (Card.AddMonsterAttribute is not bound, a Trap Card cannot be Special Summoned as a monster)"

Test("Embodiment of Apophis is Special Summoned as a 1600/1800 Normal Monster", function(t)
	t:Skip(TRAP_MONSTERS)
	local apophis = Debug.AddCard(APOPHIS, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, apophis)
	t:Run()
	t:ExpectCard(apophis, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectAttack(apophis, 1600)
	t:ExpectDefense(apophis, 1800)
end)

Test("Embodiment of Apophis can be activated in the Main Phase", function(t)
	t:Skip("engine: no Trap Monsters (Card.AddMonsterAttribute is not bound), so the script keeps the card from being activated")
	local apophis = Debug.AddCard(APOPHIS, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectOffered(0, apophis)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Embodiment of Apophis cannot be activated in the Battle Phase", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local apophis = Debug.AddCard(APOPHIS, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:ExpectNotOffered(1, apophis) -- player 1's window after the attack declaration
	t:Run()
	t:ExpectLP(1, 6100)
	t:ExpectCard(apophis, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("Embodiment of Apophis cannot be activated without a free Monster Zone", function(t)
	for zone = 0, 4 do
		Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, zone, POS_FACEUP_ATTACK)
	end
	local apophis = Debug.AddCard(APOPHIS, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, apophis)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(apophis, LOCATION_SZONE, 0, POS_FACEDOWN)
end)
