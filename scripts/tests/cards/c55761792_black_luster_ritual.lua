-- Black Luster Ritual (55761792): Ritual Summon Black Luster Soldier from the hand by Tributing
-- monsters from the hand or field whose total Levels are 8 or more.
-- Summoned Skull, Level 6
-- Vorse Raider: Level 4
-- Celtic Guardian: Level 4
-- Blue-Eyes White Dragon: Level 8

Test("Black Luster Ritual Tributes two Level 4 monsters for Black Luster Soldier", function(t)
	local bls = Debug.AddCard("Black Luster Soldier", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local ritual = Debug.AddCard("Black Luster Ritual", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, ritual)
	t:Select(0, {bls})
	t:Select(0, {vorse})
	t:Select(0, {celtic})
	t:Run()
	t:ExpectCard(bls, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	if not bls:IsSummonType(SUMMON_TYPE_RITUAL) then error("Black Luster Soldier should be Ritual Summoned") end
	if vorse:GetReason() & REASON_RITUAL == 0 or vorse:GetReason() & REASON_RELEASE == 0 then
		error("the Tributes are released for a Ritual Summon, reason " .. vorse:GetReason())
	end
end)

Test("a single Level 8 monster is enough, and more than needed cannot be Tributed", function(t)
	local bls = Debug.AddCard("Black Luster Soldier", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local blue = Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local ritual = Debug.AddCard("Black Luster Ritual", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, ritual)
	t:Select(0, {bls})
	t:Select(0, {blue}) -- 8 already: nothing more is asked
	t:Run()
	t:ExpectCard(bls, LOCATION_MZONE, 0)
	t:ExpectCard(blue, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
end)

Test("after a Level 4 Tribute, the Level 6 Summoned Skull completes it but a further card would not be needed", function(t)
	local bls = Debug.AddCard("Black Luster Soldier", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local ritual = Debug.AddCard("Black Luster Ritual", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, ritual)
	t:Select(0, {bls})
	t:Select(0, {vorse})
	t:Select(0, {skull}) -- 4 + 6 = 10: both needed
	t:Run()
	t:ExpectCard(bls, LOCATION_MZONE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(skull, LOCATION_GRAVE, 0)
end)

Test("Black Luster Ritual cannot be activated when the Levels add up to less than 8", function(t)
	Debug.AddCard("Black Luster Soldier", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local ritual = Debug.AddCard("Black Luster Ritual", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, ritual)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Black Luster Ritual cannot be activated without Black Luster Soldier in the hand", function(t)
	Debug.AddCard("Black Luster Soldier", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Blue-Eyes White Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local ritual = Debug.AddCard("Black Luster Ritual", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, ritual)
	t:Phase(0, PHASE_END)
	t:Run()
end)
