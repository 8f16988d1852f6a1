-- Negated Traps: while an effect negates Trap effects (Royal Decree, Jinzo), a Trap activated on the
-- field resolves negated even if its card has left the field in the meantime; and the non-chain
-- effects of a negated Trap (Call of the Haunted destroying its monster when it leaves) do not apply.
-- Raigeki Break (4178474): discard 1, target 1 card, destroy it. Royal Decree (51452091): the
-- effects of other Traps on the field are negated.

local function breakAfterLeaving(t, withDecree)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	if withDecree then
		Debug.AddCard("Royal Decree", 0, 0, LOCATION_SZONE, 4, POS_FACEUP)
	end
	local rbreak = Debug.AddCard("Raigeki Break", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local fodder = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, rbreak)
	t:Select(1, {fodder})
	t:Select(1, {vorse})
	-- in answer, Raigeki Break is destroyed: it is off the field when it resolves
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {rbreak})
	t:Run()
	t:ExpectCard(rbreak, LOCATION_GRAVE, 1)
	return vorse
end

Test("negated Traps: under Royal Decree a Trap that left the field resolves negated", function(t)
	local vorse = breakAfterLeaving(t, true)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
end)

Test("negated Traps control: without Royal Decree the Trap that left the field still resolves", function(t)
	local vorse = breakAfterLeaving(t, false)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)

Test("negated Traps: Jinzo arriving in the chain negates a Trap that left the field", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local rbreak = Debug.AddCard("Raigeki Break", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local fodder = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local jinzo = Debug.AddCard("Jinzo", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local coth = Debug.AddCard("Call of the Haunted", 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(1, rbreak)
	t:Select(1, {fodder})
	t:Select(1, {vorse})
	t:Activate(0, coth) -- link 2: Jinzo comes back before Raigeki Break resolves
	t:Select(0, {jinzo})
	t:Pass(1)
	t:Activate(0, "Mystical Space Typhoon") -- link 3: Raigeki Break leaves the field first
	t:Select(0, {rbreak})
	t:Run()
	t:ExpectCard(rbreak, LOCATION_GRAVE, 1)
	t:ExpectCard(jinzo, LOCATION_MZONE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
end)

Test("negated Traps: Call of the Haunted negated as it leaves does not destroy its monster", function(t)
	local coth = Debug.AddCard("Call of the Haunted", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local decree = Debug.AddCard("Royal Decree", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, coth)
	t:Select(0, {vorse})
	t:Pass(0)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {coth})
	t:Activate(1, decree) -- in answer: Royal Decree applies when Mystical Space Typhoon resolves
	t:Run()
	t:ExpectCard(decree, LOCATION_SZONE, 1, POS_FACEUP)
	t:ExpectCard(coth, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0) -- negated when it left: the monster stays
end)

Test("negated Traps control: Call of the Haunted that is not negated destroys its monster as it leaves", function(t)
	local coth = Debug.AddCard("Call of the Haunted", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local decree = Debug.AddCard("Royal Decree", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, coth)
	t:Select(0, {vorse})
	t:Pass(0)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCard(decree, LOCATION_SZONE, 1, POS_FACEDOWN) -- Royal Decree is never activated here
	t:Activate(0, "Mystical Space Typhoon")
	t:Select(0, {coth})
	t:Run()
	t:ExpectCard(coth, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)
