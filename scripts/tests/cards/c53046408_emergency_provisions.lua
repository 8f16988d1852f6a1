-- Emergency Provisions (53046408): Quick-Play Spell; Cost: send 1 or more other Spell/Trap cards
-- you control to the GY; gain 1000 LP for each.

Test("Emergency Provisions sends 2 Spells/Traps to the GY and gains 2000 LP", function(t)
	local a = Debug.AddCard("Mirror Force", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local b = Debug.AddCard("Pot of Greed", 0, 0, LOCATION_SZONE, 2, POS_FACEDOWN)
	local kept = Debug.AddCard("Call of the Haunted", 0, 0, LOCATION_SZONE, 3, POS_FACEDOWN)
	Debug.AddCard("Emergency Provisions", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Emergency Provisions")
	t:Select(0, {a, b})
	t:Check(1, function(t)
		t:ExpectCard(a, LOCATION_GRAVE, 0) -- the cost is paid on activation
		t:ExpectLP(0, 8000)
	end)
	t:Run()
	t:ExpectLP(0, 10000)
	t:ExpectCard(b, LOCATION_GRAVE, 0)
	t:ExpectCard(kept, LOCATION_SZONE, 0)
	t:ExpectCard("Emergency Provisions", LOCATION_GRAVE, 0)
end)

Test("Emergency Provisions cannot be activated without another Spell or Trap to send", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Mirror Force", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN) -- the opponent's does not count
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) -- cards in the hand do not either
	local set = Debug.AddCard("Emergency Provisions", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, set) -- the Set Emergency Provisions cannot send itself
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Emergency Provisions can send a card targeted by the opponent's chain link", function(t)
	local target = Debug.AddCard("Mirror Force", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	local set = Debug.AddCard("Emergency Provisions", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Phase(0, PHASE_END) -- in the End Phase player 1 uses its Typhoon on the Set Mirror Force
	t:Activate(1, "Mystical Space Typhoon")
	t:Select(1, {target})
	t:Activate(0, set)
	t:Select(0, {target})
	t:Run()
	t:ExpectCard(target, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 9000)
end)
