-- "ATK becomes X" as a continuous effect (the documents' ATK/DEF chapter): an Equip Spell that makes
-- ATK double or half the original (Megamorph) wipes out the activated changes applied before it;
-- continuous modifiers stay on top of it; activated changes applied after it add on top.
-- Player 0 at 7000 LP, player 1 at 8000: Megamorph doubles the original ATK of its monster.
-- Vorse Raider 1900. Rush Recklessly: +700 (activated). Machine King 2200: +100 per Machine (continuous).
-- Shrink: original ATK becomes half (activated).

local function rush(t, card)
	t:Activate(0, "Rush Recklessly")
	t:Select(0, {card})
	t:Run()
end

local function megamorph(t, card)
	t:Activate(0, "Megamorph")
	t:Select(0, {card})
	t:Run()
end

Test("ATK becomes (continuous): Rush Recklessly, then Megamorph: the +700 is not added again", function(t)
	Debug.SetPlayerInfo(0, 7000, 0, 0)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Rush Recklessly", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Megamorph", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	rush(t, vorse)
	t:ExpectAttack(vorse, 2600)
	megamorph(t, vorse)
	t:ExpectAttack(vorse, 3800)
end)

Test("ATK becomes (continuous): Megamorph, then Rush Recklessly: the +700 adds on top", function(t)
	Debug.SetPlayerInfo(0, 7000, 0, 0)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Rush Recklessly", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Megamorph", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	megamorph(t, vorse)
	t:ExpectAttack(vorse, 3800)
	rush(t, vorse)
	t:ExpectAttack(vorse, 4500)
end)

Test("ATK becomes (continuous): a continuous +100 stays on top of Megamorph", function(t)
	Debug.SetPlayerInfo(0, 7000, 0, 0)
	local king = Debug.AddCard("Machine King", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Megamorph", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Run()
	t:ExpectAttack(king, 2300)
	megamorph(t, king)
	t:ExpectAttack(king, 4500)
end)

Test("original ATK becomes half (Shrink) after Rush Recklessly: the +700 is added again", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Rush Recklessly", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Shrink", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	rush(t, vorse)
	t:Activate(0, "Shrink")
	t:Select(0, {vorse})
	t:Run()
	t:ExpectAttack(vorse, 950 + 700)
end)

Test("original ATK becomes half (Shrink) under a continuous +100: the +100 stays", function(t)
	local king = Debug.AddCard("Machine King", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Shrink", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Shrink")
	t:Select(0, {king})
	t:Run()
	t:ExpectAttack(king, 1100 + 100)
end)
