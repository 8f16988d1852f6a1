-- Number 39: Utopia (84013237). The engine has no Xyz Summon and no Xyz Materials: the card is placed
-- with Debug.AddCard(..., true) and always has no material.
local UTOPIA = 84013237
local VORSE = 14898066
local REBORN = 83764718 -- Monster Reborn

Test("Number 39: Utopia without Xyz Material is destroyed when chosen as an attack target", function(t)
	local utopia = Debug.AddCard(UTOPIA, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, utopia)
	t:CancelAttack(0)
	t:Run()
	t:ExpectCard(utopia, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)

Test("Number 39: Utopia not properly summoned cannot be revived by Monster Reborn", function(t)
	Debug.AddCard(UTOPIA, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:Run()
end)

Test("Number 39: Utopia negates an attack by detaching a material", function(t)
	t:Skip("engine: no Xyz Materials (Debug.AddCard to LOCATION_OVERLAY, Card.RemoveOverlayCard)")
end)
