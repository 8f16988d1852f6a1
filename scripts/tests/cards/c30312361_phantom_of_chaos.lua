-- Phantom of Chaos (30312361): copies the name and original ATK of an Effect Monster it banishes from
-- the GY until the End Phase; the opponent takes no battle damage from its battles.
-- Dark Magician of Chaos, 2800 ATK
-- Breaker the Magical Warrior, 1600 ATK
-- Vorse Raider: a Normal Monster

Test("Phantom of Chaos becomes 2800 ATK from Dark Magician of Chaos and deals no battle damage attacking directly", function(t)
	local phantom = Debug.AddCard("Phantom of Chaos", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local dmoc = Debug.AddCard("Dark Magician of Chaos", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, phantom)
	t:Select(0, {dmoc})
	t:Attack(0, phantom)
	t:Run()
	t:ExpectCard(dmoc, LOCATION_REMOVED, 0)
	t:ExpectAttack(phantom, 2800)
	t:ExpectLP(1, 8000)
end)

Test("Phantom of Chaos: a Normal Monster cannot be targeted, and the copied ATK ends in the End Phase", function(t)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local phantom = Debug.AddCard("Phantom of Chaos", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local breaker = Debug.AddCard("Breaker the Magical Warrior", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, phantom)
	t:Select(0, {breaker}) -- the only candidate: Vorse Raider is not an Effect Monster
	t:Run()
	t:ExpectAttack(phantom, 1600)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectTurn(4)
	t:ExpectAttack(phantom, 0)
end)
