-- Harpie Lady 2 (27927359): named Harpie Lady; negates the effects of Flip monsters it destroys by battle.
-- Harpie Lady 2: 1300 ATK
local HARPIE = 76812113 -- a code: Card.IsCode checks the name this card is treated as
-- Man-Eater Bug, 450/600: FLIP: destroy 1 monster

Test("Harpie Lady 2 destroys Man-Eater Bug by battle and its flip effect destroys nothing", function(t)
	local hl2 = Debug.AddCard("Harpie Lady 2", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	if not hl2:IsCode(HARPIE) then error("Harpie Lady 2 should be named Harpie Lady, got " .. hl2:GetCode()) end
	t:Attack(0, hl2, bug)
	t:Select(1, {hl2})
	t:Run()
	t:ExpectCard(bug, LOCATION_GRAVE, 1)
	t:ExpectCard(hl2, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("Harpie Lady 2 does not protect another attacker: the Bug's flip effect resolves", function(t)
	Debug.AddCard("Harpie Lady 2", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse, bug)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(bug, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)
