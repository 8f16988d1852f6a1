-- White Night Dragon (79473793): negates and destroys a Spell/Trap Card activated targeting it.
local WND = 79473793
local BOOK = 14087893 -- Book of Moon
local REBORN = 83764718 -- Monster Reborn

Test("White Night Dragon negates Book of Moon targeting it", function(t)
	local wnd = Debug.AddCard(WND, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local book = Debug.AddCard(BOOK, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(0, PHASE_BATTLE_START)
	t:Activate(1, book)
	t:Select(1, {wnd})
	t:Run()
	t:ExpectCard(wnd, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(book, LOCATION_GRAVE, 1)
end)

Test("White Night Dragon in the GY does not stop Monster Reborn", function(t)
	local wnd = Debug.AddCard(WND, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, reborn)
	t:Select(0, {wnd})
	t:Run()
	t:ExpectCard(wnd, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)
