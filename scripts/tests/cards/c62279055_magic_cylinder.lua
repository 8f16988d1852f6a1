-- Magic Cylinder (62279055): when an opponent's monster declares an attack: target it; negate the
-- attack, and if you do, your opponent takes damage equal to its ATK.
local CYLINDER = 62279055
local CED = 94192409
local VORSE = 14898066
local CELTIC = 91152256

Test("Magic Cylinder also stops an attack on a monster: no battle happens", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CYLINDER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse, celtic)
	t:Activate(1, CYLINDER)
	t:Run()
	t:ExpectLP(0, 6100)
	t:ExpectLP(1, 8000)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
end)

Test("Magic Cylinder cannot be activated against your own monster's attack", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local cylinder = Debug.AddCard(CYLINDER, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:ExpectNotOffered(0, cylinder)
	t:Run()
	t:ExpectLP(1, 6100)
end)

Test("an attacker that left the field before resolution: no damage", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CED, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(CYLINDER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(1, CYLINDER)
	t:Activate(0, CED) -- player 0 returns its own attacker to the hand in response
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_HAND, 0)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)
