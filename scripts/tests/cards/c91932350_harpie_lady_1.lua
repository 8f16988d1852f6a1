-- Harpie Lady 1 (91932350): its name is always "Harpie Lady"; all WIND monsters on the field gain 300 ATK.
-- Harpie Lady 1: WIND 1300
local HARPIE = 76812113  -- WIND 1300; a code: Card.IsCode checks the name this card is treated as
-- Luster Dragon: WIND 1900
-- Vorse Raider: DARK 1900

Test("Harpie Lady 1 raises every WIND monster on the field, itself included", function(t)
	local hl1 = Debug.AddCard("Harpie Lady 1", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local harpie = Debug.AddCard(HARPIE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local luster = Debug.AddCard("Luster Dragon", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectAttack(hl1, 1600)
	t:ExpectAttack(harpie, 1600)
	t:ExpectAttack(luster, 2200)
	t:ExpectAttack(vorse, 1900)
end)

Test("two Harpie Lady 1 add up, and the name is Harpie Lady", function(t)
	local a = Debug.AddCard("Harpie Lady 1", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Harpie Lady 1", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectAttack(a, 1900)
	if not a:IsCode(HARPIE) then error("Harpie Lady 1 should be named Harpie Lady, got " .. a:GetCode()) end
end)
