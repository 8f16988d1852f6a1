-- R100: a monster equipped to another monster by that monster's effect is destroyed and sent to
-- the GY when that effect becomes negated. P1's Relinquished has absorbed P2's Summoned Skull
-- (Relinquished 2500/1200). P2 activates Skill Drain: Summoned Skull goes to P2's GY and
-- Relinquished becomes 0/0.

-- turn 3: P1's Relinquished (properly summoned) absorbs P2's Summoned Skull; P2 has Skill Drain Set
local function absorbed(t)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- P2's draw in turn 4
	local rel = Debug.AddCard("Relinquished", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local drain = Debug.AddCard("Skill Drain", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	return rel, skull, drain
end

Test("R100 Skill Drain negates Relinquished: the absorbed Summoned Skull goes to P2's GY and Relinquished is 0/0", function(t)
	local rel, skull, drain = absorbed(t)
	t:Activate(0, rel)
	t:Select(0, {skull})
	t:Run()
	t:ExpectCard(skull, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectAttack(rel, 2500)
	t:ExpectDefense(rel, 1200)
	t:Phase(1, PHASE_MAIN1) -- turn 4
	t:Activate(1, drain)
	t:Run()
	t:ExpectLP(1, 7000)
	t:ExpectCard(drain, LOCATION_SZONE, 1, POS_FACEUP)
	t:ExpectCard(skull, LOCATION_GRAVE, 1)
	t:ExpectCount(0, LOCATION_SZONE, 0)
	t:ExpectCard(rel, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(rel, 0)
	t:ExpectDefense(rel, 0)
end)

Test("R100 an Equip Spell not equipped by Relinquished's effect stays: under Skill Drain only the absorbed monster goes", function(t)
	local rel, skull, drain = absorbed(t)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.PreEquip(axe, rel)
	t:Activate(0, rel)
	t:Select(0, {skull})
	t:Run()
	t:ExpectAttack(rel, 3500)
	t:Phase(1, PHASE_MAIN1) -- turn 4
	t:Activate(1, drain)
	t:Run()
	t:ExpectCard(skull, LOCATION_GRAVE, 1)
	t:ExpectCard(axe, LOCATION_SZONE, 0, POS_FACEUP)
	assert(axe:GetEquipTarget() == rel, "Axe of Despair is no longer equipped to Relinquished")
	t:ExpectAttack(rel, 1000)
	t:ExpectDefense(rel, 0)
end)
