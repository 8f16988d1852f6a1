-- R118: unconditional "this card is always treated as X" text is not an effect: it works in every
-- location (the hand included), cannot be negated, and counts towards the 3-copy limit of X.
-- Harpie Lady 2, always treated as Harpie Lady
local HARPIE = 76812113 -- Harpie Lady; a code: Card.IsCode checks the name Harpie Lady 2 is treated as

Test("R118 Mind Crush declaring Harpie Lady makes the opponent discard Harpie Lady 2", function(t)
	local hl2 = Debug.AddCard("Harpie Lady 2", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local other = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local mine = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local crush = Debug.AddCard("Mind Crush", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, crush)
	t:Announce(0, HARPIE)
	t:Run()
	t:ExpectCard(hl2, LOCATION_GRAVE, 1)
	t:ExpectCard(other, LOCATION_HAND, 1)
	t:ExpectCard(mine, LOCATION_HAND, 0) -- the declared name was found: no discard for player 0
	t:ExpectCard(crush, LOCATION_GRAVE, 0)
end)

Test("R118 a Main Deck with 2 Harpie Lady, Harpie Lady 1 and Cyber Harpie Lady is rejected", function(t)
	local problem = t:DeckProblem{main={HARPIE, HARPIE, "Harpie Lady 1", "Cyber Harpie Lady", "Vorse Raider", "Vorse Raider"}, sizes=false}
	if problem == nil or not problem:find("more than 3 copies", 1, true) then
		error("four cards named Harpie Lady should be rejected, got: " .. tostring(problem))
	end
end)

Test("R118 three cards named Harpie Lady are allowed", function(t)
	local problem = t:DeckProblem{main={HARPIE, "Harpie Lady 1", "Cyber Harpie Lady", "Vorse Raider", "Vorse Raider"}, sizes=false}
	if problem ~= nil then error("three cards named Harpie Lady are a legal count, got: " .. problem) end
end)

Test("R118 Harpie Lady 2 stays Harpie Lady under Skill Drain: the name rule cannot be negated", function(t)
	local hl2 = Debug.AddCard("Harpie Lady 2", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Skill Drain", 0, 0, LOCATION_SZONE, 0, POS_FACEUP) -- Skill Drain, face-up
	t:Check(0, function(t)
		if not hl2:IsCode(HARPIE) then error("Harpie Lady 2 under Skill Drain should still be Harpie Lady") end
	end)
	t:Run()
	if not hl2:IsDisabled() then error("Skill Drain should negate Harpie Lady 2's effects") end
	if not hl2:IsCode(HARPIE) then error("Harpie Lady 2 under Skill Drain should still be Harpie Lady") end
end)
