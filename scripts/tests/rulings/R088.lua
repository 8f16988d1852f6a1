-- R088: an effect that negates the activation of a Spell Card cannot negate an effect activated by a
-- Spell that is already face-up on the field (Wave-Motion Cannon sent to the GY for its effect).
-- Magic Jammer: negates the activation of a Spell Card

-- Wave-Motion Cannon face-up from the Draw Phase of turn 3, so P1's Standby Phases of turns 3 and 5
-- are counted; the Decks hold the draws of turns 3, 4 and 5.
local function setup(t)
	t:Start{player=0, turn=3, phase=PHASE_DRAW}
	for i = 1, 2 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local cannon = Debug.AddCard("Wave-Motion Cannon", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local jammer = Debug.AddCard("Magic Jammer", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) -- Magic Jammer's discard
	return cannon, jammer
end

Test("R088 Magic Jammer cannot be chained to Wave-Motion Cannon's effect after 2 Standby Phases", function(t)
	local cannon, jammer = setup(t)
	t:Phase(0, PHASE_MAIN1) -- turn 3: 1 Standby Phase counted
	t:Phase(0, PHASE_MAIN1) -- turn 5: 2
	t:Activate(0, cannon)
	t:Check(1, function(t)
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, cannon)
	end)
	t:ExpectNotOffered(1, jammer)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard(cannon, LOCATION_GRAVE, 0)
	t:ExpectCard(jammer, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectLP(1, 6000)
end)

Test("R088 Magic Jammer can negate the activation of the Wave-Motion Cannon card itself", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local cannon = Debug.AddCard("Wave-Motion Cannon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jammer = Debug.AddCard("Magic Jammer", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, cannon)
	t:Activate(1, jammer)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectCard(cannon, LOCATION_GRAVE, 0)
	t:ExpectCard(jammer, LOCATION_GRAVE, 1)
end)
