-- Safe Zone (38296564, Continuous Trap): target 1 face-up Attack Position monster on the field; while
-- this card is on the field your opponent's card effects cannot target or destroy it, it cannot be
-- destroyed by battle, and it cannot attack directly while its controller is this card's controller.
-- When this card leaves the field, destroy that monster (unless this card was negated then); when that
-- monster leaves the field, destroy this card. Neither is a chain link.
local SAFE_ZONE = 38296564
local VORSE = 14898066 -- 1900 ATK
local CELTIC = 91152256 -- 1400 ATK
local SKULL = 70781052 -- Summoned Skull, 2500 ATK
local BOOK = 14087893 -- Book of Moon
local MST = 5318639
local RAIGEKI = 12580477
local DARK_HOLE = 53129443
local EVACUATION = 94192409 -- Compulsory Evacuation Device
local ROYAL_DECREE = 51452091

-- player 0 activates Safe Zone on `monster` and lets it resolve
local function shelter(t, zone, monster)
	t:Activate(0, zone)
	t:Select(0, {monster})
	t:Pass(1)
	t:Run()
	t:ExpectCard(zone, LOCATION_SZONE, 0, POS_FACEUP)
end

Test("the opponent's card effects cannot target the monster", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local book = Debug.AddCard(BOOK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	shelter(t, zone, vorse)
	t:ExpectNotOffered(1, book) -- Vorse Raider is the only face-up monster
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("its controller's own card effects can still target it", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local book = Debug.AddCard(BOOK, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	shelter(t, zone, vorse)
	t:Activate(0, book)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
end)

Test("the opponent's card effects cannot destroy it: it survives Raigeki", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard(RAIGEKI, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw in turn 4
	shelter(t, zone, vorse)
	t:Phase(1, PHASE_MAIN1)
	t:Activate(1, RAIGEKI)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	t:ExpectCard(zone, LOCATION_SZONE, 0, POS_FACEUP)
end)

Test("its controller's own effect can destroy it, and then Safe Zone is destroyed", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	shelter(t, zone, vorse)
	t:Activate(0, DARK_HOLE)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(zone, LOCATION_GRAVE, 0)
end)

Test("it cannot be destroyed by battle; its controller still takes the damage", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard(SKULL, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw in turn 4
	shelter(t, zone, vorse)
	t:Phase(1, PHASE_MAIN1)
	t:Attack(1, skull, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(0, 8000 - 600)
	t:ExpectCard(zone, LOCATION_SZONE, 0, POS_FACEUP)
end)

Test("it cannot attack directly while you control it", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	shelter(t, zone, vorse)
	t:ExpectIllegal(0, "Attack", vorse) -- the opponent has no monster: a direct attack was its only one
	t:Run()
	t:ExpectLP(1, 8000)
end)

Test("on the opponent's monster: it may attack directly, and only your effects may target it", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local book = Debug.AddCard(BOOK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw in turn 4
	shelter(t, zone, vorse)
	t:Phase(1, PHASE_MAIN1)
	t:ExpectNotOffered(1, book) -- its controller is Safe Zone's opponent
	t:Attack(1, vorse)
	t:Run()
	t:ExpectLP(0, 8000 - 1900)
end)

Test("when Safe Zone leaves the field the monster is destroyed", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mst = Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	shelter(t, zone, vorse)
	t:Pass(0)
	t:Activate(1, mst)
	t:Select(1, {zone})
	t:Run()
	t:ExpectCard(zone, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)

Test("when the monster leaves the field Safe Zone is destroyed", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local evac = Debug.AddCard(EVACUATION, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	shelter(t, zone, vorse)
	t:Activate(0, evac)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_HAND, 0)
	t:ExpectCard(zone, LOCATION_GRAVE, 0)
end)

Test("a monster turned face-down is no longer bound (R076): Safe Zone leaving does not destroy it", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local book = Debug.AddCard(BOOK, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local mst = Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	shelter(t, zone, vorse)
	t:Activate(0, book)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Pass(0)
	t:Activate(1, mst)
	t:Select(1, {zone})
	t:Run()
	t:ExpectCard(zone, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
end)

Test("only a face-up Attack Position monster can be chosen", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, zone)
	t:Run()
	t:ExpectCard(zone, LOCATION_SZONE, 0, POS_FACEDOWN)
end)

Test("negated by Royal Decree: no protection, and the monster's leaving does not destroy Safe Zone", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(ROYAL_DECREE, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(RAIGEKI, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw in turn 4
	shelter(t, zone, vorse)
	t:Phase(1, PHASE_MAIN1)
	t:Activate(1, ROYAL_DECREE)
	t:Pass(0)
	t:Activate(1, RAIGEKI)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(zone, LOCATION_SZONE, 0, POS_FACEUP)
end)

Test("negated when it leaves the field: the monster is not destroyed", function(t)
	local zone = Debug.AddCard(SAFE_ZONE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(ROYAL_DECREE, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mst = Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	shelter(t, zone, vorse)
	t:Pass(0)
	t:Activate(1, ROYAL_DECREE)
	t:Pass(0)
	t:Activate(1, mst)
	t:Select(1, {zone})
	t:Run()
	t:ExpectCard(zone, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)
