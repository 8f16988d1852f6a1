-- Embodiment of Apophis (28649820): Continuous Trap; in a Main Phase, Special Summon this card as a
-- Normal Monster (Reptile, EARTH, Level 4, 1600/1800) that is still a Trap Card.

Test("Embodiment of Apophis is Special Summoned as a 1600/1800 Normal Monster", function(t)
	local apophis = Debug.AddCard("Embodiment of Apophis", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, apophis)
	t:Run()
	t:ExpectCard(apophis, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectAttack(apophis, 1600)
	t:ExpectDefense(apophis, 1800)
end)

Test("Embodiment of Apophis can be activated in the Main Phase", function(t)
	local apophis = Debug.AddCard("Embodiment of Apophis", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectOffered(0, apophis)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Embodiment of Apophis cannot be activated in the Battle Phase", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local apophis = Debug.AddCard("Embodiment of Apophis", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:ExpectNotOffered(1, apophis) -- player 1's window after the attack declaration
	t:Run()
	t:ExpectLP(1, 6100)
	t:ExpectCard(apophis, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("Embodiment of Apophis cannot be activated without a free Monster Zone", function(t)
	for zone = 0, 4 do
		Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, zone, POS_FACEUP_ATTACK)
	end
	local apophis = Debug.AddCard("Embodiment of Apophis", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, apophis)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(apophis, LOCATION_SZONE, 0, POS_FACEDOWN)
end)

Test("as a monster Embodiment of Apophis is a Normal Monster and a Trap Card; in the GY only a Trap", function(t)
	local apophis = Debug.AddCard("Embodiment of Apophis", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, apophis)
	t:Run()
	if not (apophis:IsType(TYPE_MONSTER) and apophis:IsType(TYPE_NORMAL) and apophis:IsType(TYPE_TRAP)) then
		error("on the field it should be a Normal Monster and a Trap Card, type " .. apophis:GetType())
	end
	if apophis:GetLevel() ~= 4 or not apophis:IsRace(RACE_REPTILE) or not apophis:IsAttribute(ATTRIBUTE_EARTH) then
		error("it should be a Level 4 EARTH Reptile")
	end
	t:Activate(1, mst)
	t:Select(1, {apophis})
	t:Run()
	t:ExpectCard(apophis, LOCATION_GRAVE, 0)
	if apophis:IsType(TYPE_MONSTER) then error("in the GY it is only a Trap Card") end
end)
