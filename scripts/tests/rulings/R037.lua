-- R037: Dark Ruler Ha Des negates the effects of monsters its controller's Fiends destroy by
-- battle, flip effects triggered in that battle included.
-- Dark Ruler Ha Des: 2450 ATK, Fiend
-- Man-Eater Bug: FLIP: destroy 1 monster
-- Vorse Raider: a Beast-Warrior, not a Fiend

Test("R037 Man-Eater Bug destroyed by Ha Des in battle: its flip effect destroys nothing", function(t)
	local hades = Debug.AddCard("Dark Ruler Ha Des", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, hades, bug)
	t:Select(1, {hades}) -- the flip effect is still activated, and chooses its target
	t:Run()
	t:ExpectCard(bug, LOCATION_GRAVE, 1)
	t:ExpectCard(hades, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
end)

Test("R037 a monster of Ha Des's controller that is not a Fiend does not negate the flip effect", function(t)
	Debug.AddCard("Dark Ruler Ha Des", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse, bug)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(bug, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)

Test("R037 without Ha Des the battle-flipped Man-Eater Bug destroys its target", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard("Man-Eater Bug", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, vorse, bug)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)
