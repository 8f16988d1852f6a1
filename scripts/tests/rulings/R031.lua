-- R031: cards that can only be activated when an attack is declared must be activated in the
-- chain that opens at that declaration; once that chain has resolved, the window is closed for
-- the rest of the attack.
local VORSE = 14898066
local MIRROR = 44095762
local SEVEN_TOOLS = 3819470
local SAKURETSU = 56120475

Test("R031 after Seven Tools negates Mirror Force, Sakuretsu Armor can no longer be activated", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local tools = Debug.AddCard(SEVEN_TOOLS, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local armor = Debug.AddCard(SAKURETSU, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(1, mirror)
	t:Activate(0, tools)
	-- a Normal Trap cannot be chained to the Counter Trap
	t:ExpectNotOffered(1, armor)
	t:Pass(1)
	-- the chain has resolved: Mirror Force was negated and destroyed
	t:Check(1, function(t)
		t:ExpectChainLength(0)
		t:ExpectLP(0, 7000)
		t:ExpectCard(mirror, LOCATION_GRAVE, 1)
		t:ExpectCard(vorse, LOCATION_MZONE, 0)
	end)
	-- the attack-declaration window is over
	t:ExpectNotOffered(1, armor)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCard(armor, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectLP(1, 8000 - 1900)
end)

Test("R031 Sakuretsu Armor chained to its own player's Mirror Force in the declaration chain", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mirror = Debug.AddCard(MIRROR, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local armor = Debug.AddCard(SAKURETSU, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(1, mirror)
	t:Pass(0)
	t:Activate(1, armor)
	t:Check(0, function(t)
		t:ExpectChainLength(2)
		t:ExpectChainLink(1, mirror)
		t:ExpectChainLink(2, armor)
	end)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(mirror, LOCATION_GRAVE, 1)
	t:ExpectCard(armor, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000)
end)
