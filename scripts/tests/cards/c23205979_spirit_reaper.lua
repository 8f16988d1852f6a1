-- Spirit Reaper (23205979): cannot be destroyed by battle; destroyed after a card effect that targets
-- it resolves; when it deals battle damage by a direct attack, a random card from the opponent's hand
-- is discarded.
-- Spirit Reaper: 300/200

Test("Spirit Reaper survives battle; its controller still takes the damage", function(t)
	t:Start{player = 1}
	local reaper = Debug.AddCard("Spirit Reaper", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(1, vorse, reaper)
	t:Run()
	t:ExpectCard(reaper, LOCATION_MZONE, 0)
	t:ExpectLP(0, 8000 - 1600)
end)

Test("Spirit Reaper targeted by Rush Recklessly is destroyed after it resolves", function(t)
	local reaper = Debug.AddCard("Spirit Reaper", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Rush Recklessly", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Pass(0)
	t:Activate(1, "Rush Recklessly")
	t:Select(1, {reaper})
	t:Run()
	t:ExpectCard(reaper, LOCATION_GRAVE, 0)
end)

Test("Spirit Reaper turned face-down by Book of Moon is not destroyed; a non-targeting Dark Hole destroys it normally", function(t)
	local reaper = Debug.AddCard("Spirit Reaper", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Book of Moon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Pass(0)
	t:Activate(1, "Book of Moon")
	t:Select(1, {reaper})
	t:Run()
	t:ExpectCard(reaper, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
end)

Test("Spirit Reaper's direct attack discards a random card", function(t)
	Debug.AddCard("Spirit Reaper", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, "Spirit Reaper")
	t:Run()
	t:ExpectLP(1, 8000 - 300)
	t:ExpectCount(1, LOCATION_HAND, 0)
	t:ExpectCard("Vorse Raider", LOCATION_GRAVE, 1)
end)
