-- R035: a flip effect caused by an attack is activated after damage calculation, while the flipped
-- monster is still on the field even if that battle destroyed it; a monster destroyed by battle
-- cannot be targeted.

Test("R035 Man-Eater Bug flipped and destroyed by battle still destroys the attacker", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse, bug)
	-- after damage calculation: the bug is face-up and about to be destroyed; it cannot target itself
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(bug, LOCATION_GRAVE, 1)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)

Test("R035 with Skill Drain face-up the battle-flipped Man-Eater Bug's effect destroys nothing", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local drain = Debug.AddCard("Skill Drain", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse, bug)
	t:Activate(1, drain) -- in the Battle Step, after the attack declaration
	t:Select(1, {vorse}) -- the flip effect is activated, then negated on resolution
	t:Run()
	t:ExpectLP(1, 7000)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCard(bug, LOCATION_GRAVE, 1)
end)
