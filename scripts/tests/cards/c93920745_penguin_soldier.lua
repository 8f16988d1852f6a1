-- Penguin Soldier (93920745): Flip Effect Monster, DEF 500; FLIP: you can target 1 or 2 monsters on
-- the field; return them to the hand ("if ... you can": it does not miss the timing, R055).
local PENGUIN = 93920745
local VORSE = 14898066 -- 1900 ATK
local CELTIC = 91152256
local SKULL = 70781052

Test("Penguin Soldier Flip Summoned returns 2 monsters of the opponent to the hand", function(t)
	local penguin = Debug.AddCard(PENGUIN, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard(SKULL, 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	t:FlipSummon(0, penguin)
	t:Yes(0)
	t:Select(0, {vorse, skull})
	t:Run()
	t:ExpectCard(vorse, LOCATION_HAND, 1)
	t:ExpectCard(skull, LOCATION_HAND, 1)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
	t:ExpectCount(1, LOCATION_HAND, 2)
	t:ExpectCard(penguin, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("Penguin Soldier's flip effect is optional: declined, nothing returns", function(t)
	local penguin = Debug.AddCard(PENGUIN, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:FlipSummon(0, penguin)
	t:No(0)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectCount(1, LOCATION_HAND, 0)
	t:ExpectChainLength(0)
end)

Test("Penguin Soldier may target just 1 monster, its own included: it returns itself", function(t)
	local penguin = Debug.AddCard(PENGUIN, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:FlipSummon(0, penguin)
	t:Yes(0)
	t:Select(0, {penguin})
	t:Run()
	t:ExpectCard(penguin, LOCATION_HAND, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
	t:ExpectCount(0, LOCATION_MZONE, 0)
end)

Test("Penguin Soldier flipped by an attack and destroyed still returns the attacker to the hand", function(t)
	local penguin = Debug.AddCard(PENGUIN, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, penguin)
	t:Yes(1)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(penguin, LOCATION_GRAVE, 1) -- 1900 against DEF 500
	t:ExpectCard(vorse, LOCATION_HAND, 0)
	t:ExpectLP(1, 8000)
end)
