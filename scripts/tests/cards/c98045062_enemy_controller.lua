-- Enemy Controller (98045062): switch the position of an opponent's face-up monster, or Tribute 1
-- monster to take control of an opponent's face-up monster until the End Phase.

Test("Enemy Controller switches an opponent's monster to Defense Position", function(t)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Enemy Controller", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Enemy Controller")
	t:Select(0, {celtic})
	t:Run()
	t:ExpectCard(celtic, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
end)

Test("Enemy Controller tributes a monster to take control until the End Phase", function(t)
	for p = 0, 1 do Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Enemy Controller", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Enemy Controller")
	t:Option(0, 2)
	t:Select(0, {vorse})
	t:Select(0, {celtic})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(celtic, LOCATION_MZONE, 0)
	-- it attacks for its new controller, and goes back in the End Phase
	t:Attack(0, celtic)
	t:Phase(1, PHASE_DRAW)
	t:Run()
	t:ExpectLP(1, 6600)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
end)

Test("a monster taken with Enemy Controller keeps its counters", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local library = Debug.AddCard("Royal Magical Library", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.PreAddCounter(library, 0x1, 2) -- Spell Counters
	Debug.AddCard("Enemy Controller", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Enemy Controller")
	t:Option(0, 2)
	t:Select(0, {vorse})
	t:Select(0, {library})
	t:Run()
	t:ExpectCard(library, LOCATION_MZONE, 0)
	if library:GetCounter(0x1) < 2 then
		error("the taken Royal Magical Library should keep its Spell Counters, has " .. library:GetCounter(0x1))
	end
end)

