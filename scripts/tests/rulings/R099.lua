-- R099: a monster equipped as an Equip Card is an Equip Spell: cards that destroy Spells can hit
-- it, and if its effects are negated it stays equipped with no effect. P1's Heavy Mech Support
-- Platform equipped to Jinzo: 2900/2000. P2 summons Spell Canceller: Jinzo is 2400/1500 and the
-- Platform stays in the Spell & Trap Zone; when Spell Canceller leaves, Jinzo is 2900/2000 again.
-- P2's Mystical Space Typhoon may target the equipped Platform: it is destroyed, Jinzo is 2400.
-- Spell Canceller, Level 5 (1 Tribute), 1800/1600

local function deck(p, n)
	for i = 1, n do
		Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

-- turn 3: P1 equips the Platform to Jinzo with the Platform's own effect
local function equipped(t)
	local jinzo = Debug.AddCard("Jinzo", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:Activate(0, platform)
	t:Select(0, {jinzo})
	t:Run()
	t:ExpectCard(platform, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectAttack(jinzo, 2900)
	t:ExpectDefense(jinzo, 2000)
	return jinzo, platform
end

Test("R099 Spell Canceller negates the equipped Platform: it stays equipped, Jinzo is 2400/1500, then 2900/2000 once Spell Canceller is gone", function(t)
	deck(0, 1)
	deck(1, 1)
	local fodder = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local canceller = Debug.AddCard("Spell Canceller", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jinzo, platform = equipped(t)
	t:Phase(1, PHASE_MAIN1) -- turn 4
	t:Summon(1, canceller)
	t:Select(1, {fodder})
	t:Run()
	t:ExpectCard(canceller, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectAttack(jinzo, 2400)
	t:ExpectDefense(jinzo, 1500)
	t:ExpectCard(platform, LOCATION_SZONE, 0, POS_FACEUP)
	assert(platform:GetEquipTarget() == jinzo, "the negated Platform is no longer equipped to Jinzo")
	-- turn 5: Jinzo, still at 2400 while Spell Canceller is there, destroys it in battle
	t:Phase(0, PHASE_MAIN1)
	t:Attack(0, jinzo, canceller)
	t:Run()
	t:ExpectCard(canceller, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 600)
	t:ExpectCard(platform, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectAttack(jinzo, 2900)
	t:ExpectDefense(jinzo, 2000)
end)

Test("R099 Mystical Space Typhoon may target the equipped Platform: it is destroyed and Jinzo is 2400/1500", function(t)
	deck(1, 1)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jinzo, platform = equipped(t)
	t:Phase(1, PHASE_MAIN1) -- turn 4
	t:Activate(1, mst)
	t:Select(1, {platform})
	t:Run()
	t:ExpectCard(platform, LOCATION_GRAVE, 0)
	t:ExpectCard(mst, LOCATION_GRAVE, 1)
	t:ExpectCard(jinzo, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(jinzo, 2400)
	t:ExpectDefense(jinzo, 1500)
end)

Test("R099 Mystical Space Typhoon can answer in P1's own turn, with the Platform as its only Spell/Trap target", function(t)
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local jinzo = Debug.AddCard("Jinzo", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	-- before the Platform is equipped, P2 has no Spell/Trap to target
	t:Activate(0, platform)
	t:Select(0, {jinzo})
	t:ExpectNotOffered(1, mst)
	t:Run()
	t:ExpectAttack(jinzo, 2900)
	-- equipped, it is a Spell: P2 may destroy it at the start of P1's Battle Phase
	t:Phase(0, PHASE_BATTLE_START)
	t:Activate(1, mst)
	t:Select(1, {platform})
	t:Run()
	t:ExpectCard(platform, LOCATION_GRAVE, 0)
	t:ExpectAttack(jinzo, 2400)
end)
