-- R070: White Night Dragon negates the activation of a Spell/Trap Card that targets it only while it
-- is face-up on the field; in the GY it is targeted normally. Its attack-redirect cost (send 1 of your
-- Spells/Traps to the GY) cannot be paid while cards sent to the GY are banished instead.
local COTH = 97077563     -- Call of the Haunted
local WND = 79473793      -- White Night Dragon, 3000 ATK
local BOOK = 14087893     -- Book of Moon
local BANISHER = 61528025 -- Banisher of the Light
local VORSE = 14898066    -- 1900 ATK

Test("R070 Call of the Haunted revives White Night Dragon; Book of Moon on it is then negated", function(t)
	local coth = Debug.AddCard(COTH, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local wnd = Debug.AddCard(WND, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local book = Debug.AddCard(BOOK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, coth)
	t:Select(0, {wnd})
	t:Check(1, function(t)
		t:ExpectChainLength(1) -- nothing negates the targeting in the GY
		t:ExpectChainLink(1, coth)
	end)
	t:Run()
	t:ExpectCard(wnd, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(coth, LOCATION_SZONE, 0)
	t:Phase(0, PHASE_BATTLE_START)
	t:Activate(1, book)
	t:Select(1, {wnd})
	t:Check(0, function(t)
		t:ExpectChainLength(2) -- White Night Dragon's negation takes link 2 by itself
		t:ExpectChainLink(1, book)
		t:ExpectChainLink(2, wnd)
	end)
	t:Run()
	t:ExpectCard(wnd, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(book, LOCATION_GRAVE, 1)
	t:ExpectCard(coth, LOCATION_SZONE, 0)
end)

Test("R070 Book of Moon on another monster is not negated by White Night Dragon", function(t)
	Debug.AddCard(WND, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local book = Debug.AddCard(BOOK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(0, PHASE_BATTLE_START)
	t:Activate(1, book)
	t:Select(1, {vorse})
	t:Check(0, function(t)
		t:ExpectChainLength(1)
	end)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectCard(book, LOCATION_GRAVE, 1)
end)

Test("R070 under Banisher of the Light White Night Dragon cannot redirect the attack", function(t)
	local wnd = Debug.AddCard(WND, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard(BOOK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(BANISHER, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	local attacker = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, attacker, vorse)
	t:ExpectNotOffered(1, wnd)
	t:Run()
	-- the attack stays on Vorse Raider: 1900 vs 1900, both destroyed and banished
	t:ExpectCard(vorse, LOCATION_REMOVED, 1)
	t:ExpectCard(wnd, LOCATION_MZONE, 1)
end)

Test("R070 without Banisher of the Light White Night Dragon redirects the attack to itself", function(t)
	local wnd = Debug.AddCard(WND, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local book = Debug.AddCard(BOOK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local attacker = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, attacker, vorse)
	t:Yes(1) -- White Night Dragon's optional trigger
	t:Select(1, {book})
	t:Run()
	t:ExpectCard(book, LOCATION_GRAVE, 1)
	t:ExpectCard(attacker, LOCATION_GRAVE, 0) -- it battled White Night Dragon (3000)
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
end)
