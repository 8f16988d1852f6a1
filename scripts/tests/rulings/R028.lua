-- R028: if the defending player's monsters change during the Battle Step after an attack
-- declaration, a replay occurs: the attacker may choose a new target (or attack directly) or stop;
-- stopping still counts as its attack, and a new target is not an attack declaration.
-- (The ruling's Scapegoat tokens are not supported yet: Compulsory Evacuation Device removes the
-- attacked monster instead, which changes the defending side the same way.)
local VORSE = 14898066
local CELTIC = 91152256
local EVACUATION = 94192409
local MIRROR = 44095762

Test("R028 the attacked monster is removed: the attacker attacks directly in the replay", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local device = Debug.AddCard(EVACUATION, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse, celtic)
	t:Activate(1, device)
	t:Select(1, {celtic})
	t:Attack(0, vorse) -- the replay: now a direct attack
	t:Run()
	t:ExpectCard(celtic, LOCATION_HAND, 1)
	t:ExpectLP(1, 6100)
end)

Test("R028 stopping in the replay still uses the monster's attack", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local device = Debug.AddCard(EVACUATION, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse, celtic)
	t:Activate(1, device)
	t:Select(1, {celtic})
	t:CancelAttack(0)
	t:ExpectIllegal(0, "Attack", vorse)
	t:Run()
	t:ExpectLP(1, 8000)
end)

Test("R028 a new target is not an attack declaration: Mirror Force has no window", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local device = Debug.AddCard(EVACUATION, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Attack(0, vorse, celtic)
	t:Activate(1, device)
	t:Select(1, {celtic})
	t:Attack(0, vorse)
	t:ExpectNotOffered(1, mirror)
	t:Run()
	t:ExpectLP(1, 6100)
end)
