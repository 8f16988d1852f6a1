-- Dark Room of Nightmare (85562745, Continuous Spell): each time your opponent takes effect damage
-- from a card other than "Dark Room of Nightmare", they take 300 more damage (a mandatory trigger).
local DARK_ROOM = 85562745
local MAGIC_CYLINDER = 62279055
local RING = 83555666 -- Ring of Destruction
local VORSE = 14898066 -- 1900 ATK

Test("Magic Cylinder's damage to the opponent is followed by 300 more", function(t)
	t:Start{player=1}
	Debug.AddCard(DARK_ROOM, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local cylinder = Debug.AddCard(MAGIC_CYLINDER, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse)
	t:Activate(0, cylinder)
	t:Pass(1)
	t:Check(1, function(t) -- the trigger is a chain link of its own, after Magic Cylinder's chain
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, DARK_ROOM)
		t:ExpectLP(1, 8000 - 1900)
	end)
	t:Run()
	t:ExpectLP(1, 8000 - 1900 - 300)
	t:ExpectLP(0, 8000)
end)

Test("battle damage is not effect damage: nothing more", function(t)
	Debug.AddCard(DARK_ROOM, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
end)

Test("only the opponent's damage counts: Ring of Destruction hurts both, only the opponent takes 300 more", function(t)
	t:Start{player=1}
	Debug.AddCard(DARK_ROOM, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local ring = Debug.AddCard(RING, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, ring)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectLP(0, 8000 - 1900)
	t:ExpectLP(1, 8000 - 1900 - 300)
end)

Test("the opponent's own card counts too: their Ring of Destruction costs them 300 more", function(t)
	Debug.AddCard(DARK_ROOM, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local ring = Debug.AddCard(RING, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Pass(0)
	t:Activate(1, ring)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectLP(1, 8000 - 1900 - 300)
	t:ExpectLP(0, 8000 - 1900)
end)

Test("two Dark Rooms: each adds 300 to Magic Cylinder's damage, but not to each other's", function(t)
	t:Start{player=1}
	Debug.AddCard(DARK_ROOM, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard(DARK_ROOM, 0, 0, LOCATION_SZONE, 2, POS_FACEUP)
	local cylinder = Debug.AddCard(MAGIC_CYLINDER, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse)
	t:Activate(0, cylinder)
	t:Run()
	t:ExpectLP(1, 8000 - 1900 - 300 - 300)
end)

Test("the opponent's Dark Room does not answer damage you take", function(t)
	t:Start{player=1}
	Debug.AddCard(DARK_ROOM, 1, 1, LOCATION_SZONE, 2, POS_FACEUP)
	local cylinder = Debug.AddCard(MAGIC_CYLINDER, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse)
	t:Activate(0, cylinder)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	t:ExpectLP(0, 8000)
end)
