-- Cyber Harpie Lady (80316585): its name is always treated as "Harpie Lady"; no other effect.
-- Cyber Harpie Lady: WIND 1800
local HARPIE = 76812113 -- a code: Card.IsCode checks the name this card is treated as

Test("Cyber Harpie Lady is a plain 1800 attacker named Harpie Lady", function(t)
	local cyber = Debug.AddCard("Cyber Harpie Lady", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, cyber)
	t:Attack(0, cyber)
	t:Run()
	t:ExpectLP(1, 8000 - 1800)
	if not cyber:IsCode(HARPIE) then error("Cyber Harpie Lady should be named Harpie Lady, got " .. cyber:GetCode()) end
end)

Test("Cyber Harpie Lady is WIND: Harpie Lady 1 raises it", function(t)
	local cyber = Debug.AddCard("Cyber Harpie Lady", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Harpie Lady 1", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(cyber, 2100)
end)
