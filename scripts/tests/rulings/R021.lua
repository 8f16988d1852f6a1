-- R021: a card that states it ignores summoning conditions can Special Summon a monster that
-- otherwise cannot be Special Summoned; Horus LV8 summoned that way still cannot be revived by
-- Monster Reborn, whose summon does not ignore the conditions.
-- Horus the Black Flame Dragon LV8: can be Special Summoned only by the effect of Horus LV6


Test("R021 Level Up! sends face-up Horus LV6 and Special Summons Horus LV8 from the Deck", function(t)
	local horus6 = Debug.AddCard("Horus the Black Flame Dragon LV6", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Level Up!", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local horus8 = Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Level Up!")
	t:Select(0, {horus6}) -- the cost
	t:Select(0, {horus8}) -- the monster summoned
	t:Run()
	t:ExpectCard(horus6, LOCATION_GRAVE, 0)
	t:ExpectCard("Level Up!", LOCATION_GRAVE, 0)
	t:ExpectCard(horus8, LOCATION_MZONE, 0, POS_FACEUP)
end)

Test("R021 Horus LV8 summoned by Level Up! and then destroyed cannot be targeted by Monster Reborn", function(t)
	local horus6 = Debug.AddCard("Horus the Black Flame Dragon LV6", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Level Up!", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local horus8 = Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	for i = 1, 2 do
		Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 1, POS_FACEDOWN_DEFENSE)
		Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
	Debug.AddCard("Dark Hole", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Level Up!")
	t:Select(0, {horus6})
	t:Select(0, {horus8})
	t:Run()
	t:ExpectCard(horus8, LOCATION_MZONE, 0)
	-- turn 4: P2's Dark Hole destroys it (P1 lets it resolve)
	t:Phase(1, PHASE_MAIN1)
	t:Activate(1, "Dark Hole")
	t:Run()
	t:ExpectCard(horus8, LOCATION_GRAVE, 0)
	-- only Horus LV8 left in the GY (Horus LV6, sent for Level Up!, could be revived)
	t:Check(0, function() Duel.Remove(horus6, POS_FACEUP, REASON_EFFECT) end)
	t:Phase(0, PHASE_MAIN1)
	t:ExpectNotOffered(0, "Monster Reborn")
	t:Run()
	t:ExpectTurn(5)
end)

Test("R021 a properly summoned Horus LV8 in the GY cannot be targeted by Monster Reborn", function(t)
	local horus8 = Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Monster Reborn")
	t:Run()
	t:ExpectCard(horus8, LOCATION_GRAVE, 0)
end)

Test("R021 control: Monster Reborn revives a monster without a summoning condition from the same GY", function(t)
	Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Monster Reborn")
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
end)

Test("R021 Horus LV8 is Special Summoned by the effect of Horus LV6 itself", function(t)
	local horus6 = Debug.AddCard("Horus the Black Flame Dragon LV6", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local horus8 = Debug.AddCard("Horus the Black Flame Dragon LV8", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, horus6, vorse)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:Phase(0, PHASE_END)
	t:Yes(0) -- the optional trigger in the End Phase
	t:Select(0, {horus8})
	t:Run() -- on to P2's turn 4
	t:ExpectTurn(4)
	t:ExpectCard(horus6, LOCATION_GRAVE, 0)
	t:ExpectCard(horus8, LOCATION_MZONE, 0, POS_FACEUP)
end)
