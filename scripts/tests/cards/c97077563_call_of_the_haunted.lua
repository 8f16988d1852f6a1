-- Call of the Haunted (97077563): Special Summon 1 monster from your GY in Attack Position; when
-- this card leaves the field destroy that monster, and when the monster is destroyed destroy this card.
local COTH = 97077563
local VORSE = 14898066
local MST = 5318639
local DARK_HOLE = 53129443

Test("Call of the Haunted revives a monster in Attack Position and stays face-up", function(t)
	local coth = Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	t:Activate(0, coth)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(coth, LOCATION_SZONE, 0, POS_FACEUP)
end)

Test("destroying the monster destroys Call of the Haunted", function(t)
	local coth = Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, coth)
	t:Select(0, {vorse})
	t:Activate(0, DARK_HOLE)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(coth, LOCATION_GRAVE, 0)
end)

Test("destroying Call of the Haunted destroys the monster at once", function(t)
	local coth = Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(MST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, coth)
	t:Select(0, {vorse})
	t:Pass(0) -- Call of the Haunted resolves on its own
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:Activate(0, MST)
	t:Select(0, {coth})
	t:Run()
	t:ExpectCard(coth, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)
