-- R116: effects a monster gains from another card apply only while it is face-up in the Monster Zone;
-- its own other effects keep applying.
-- Phantom of Chaos, 0 ATK
local DMOC = 40737112 -- Dark Magician of Chaos, 2800 ATK; a code, for Card.IsCode
-- Vorse Raider: 1900 ATK

local function copy(t)
	local phantom = Debug.AddCard("Phantom of Chaos", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local dmoc = Debug.AddCard(DMOC, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, phantom)
	t:Select(0, {dmoc})
	t:Run()
	t:ExpectCard(dmoc, LOCATION_REMOVED, 0)
	return phantom, dmoc
end

Test("R116 Phantom of Chaos takes Dark Magician of Chaos's name and original ATK 2800", function(t)
	local phantom = copy(t)
	t:ExpectAttack(phantom, 2800)
	if not phantom:IsCode(DMOC) then
		error("Phantom of Chaos should be named Dark Magician of Chaos, its code is " .. phantom:GetCode())
	end
end)

Test("R116 the copying Phantom of Chaos keeps its own effect: no battle damage to the opponent", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local phantom = copy(t)
	t:Attack(0, phantom, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE + LOCATION_REMOVED, 1)
	t:ExpectLP(1, 8000)
	t:ExpectCard(phantom, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("R116 Phantom of Chaos copying Dark Magician of Chaos goes to the GY when destroyed, not banished", function(t)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local phantom = copy(t)
	t:Activate(0, hole)
	t:Run()
	t:ExpectCard(phantom, LOCATION_GRAVE, 0)
end)

Test("R116 while face-up the copying Phantom of Chaos banishes the monster it destroys by battle", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local phantom = copy(t)
	t:Attack(0, phantom, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
	t:ExpectLP(1, 8000)
end)
