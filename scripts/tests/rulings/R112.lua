-- R112: steps separated by a period are independent: Book of Life cannot Special Summon its Zombie
-- (revived in response by Call of the Haunted) but still banishes the opponent's monster.
local BOOK = 2204140
local ZOMBIE = 20277860 -- Armored Zombie
local VORSE = 14898066
local COTH = 97077563 -- Call of the Haunted

Test("R112 Book of Life's Zombie revived in response: Vorse Raider is still banished", function(t)
	local zombie = Debug.AddCard(ZOMBIE, 0, 0, LOCATION_GRAVE, 0, 0)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_GRAVE, 0, 0)
	Debug.AddCard(BOOK, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local coth = Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, BOOK)
	t:Select(0, {zombie})
	t:Select(0, {vorse})
	t:Pass(1)
	t:Activate(0, COTH)
	t:Select(0, {zombie})
	t:Run()
	t:ExpectCard(zombie, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCount(0, LOCATION_MZONE, 1)
	t:ExpectCard(coth, LOCATION_SZONE, 0)
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
	t:ExpectCard(BOOK, LOCATION_GRAVE, 0)
end)
