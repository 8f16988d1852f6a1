-- Sonic Shooter (40384720): while the opponent's Spell & Trap Zones are empty, it can attack
-- directly; doing so over a monster inflicts its original ATK as battle damage.
-- Sonic Shooter: 1300

Test("Sonic Shooter fights normally when the opponent has Spells or Traps", function(t)
	local sonic = Debug.AddCard("Sonic Shooter", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE) -- DEF 2000
	Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, sonic, giant)
	t:Run()
	t:ExpectCard(giant, LOCATION_MZONE, 1)
	t:ExpectLP(0, 8000 - 700)
	t:ExpectLP(1, 8000)
end)

Test("Sonic Shooter attacks directly over a monster while the opponent's Spell & Trap Zones are empty", function(t)
	local sonic = Debug.AddCard("Sonic Shooter", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:Attack(0, sonic)
	t:Run()
	t:ExpectLP(1, 8000 - 1300)
end)

Test("Sonic Shooter's direct attack over a monster inflicts its original ATK, not its boosted ATK", function(t)
	local sonic = Debug.AddCard("Sonic Shooter", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) -- +1000
	t:Activate(0, "Axe of Despair")
	t:Select(0, {sonic})
	t:Attack(0, sonic)
	t:Run()
	t:ExpectAttack(sonic, 2300)
	t:ExpectLP(1, 8000 - 1300)
end)

Test("Sonic Shooter attacking directly with no monster on the other side inflicts its current ATK", function(t)
	local sonic = Debug.AddCard("Sonic Shooter", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Axe of Despair")
	t:Select(0, {sonic})
	t:Attack(0, sonic)
	t:Run()
	t:ExpectLP(1, 8000 - 2300)
end)
