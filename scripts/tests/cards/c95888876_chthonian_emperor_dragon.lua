-- Chthonian Emperor Dragon (95888876, "Hellkaiser Dragon"): Gemini, Level 6.

Test("Chthonian Emperor Dragon needs 1 Tribute and attacks once before a Gemini summon", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local dragon = Debug.AddCard("Chthonian Emperor Dragon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, dragon)
	t:Select(0, {vorse})
	t:Attack(0, dragon)
	t:ExpectIllegal(0, "Attack", dragon)
	t:Run()
	t:ExpectLP(1, 8000 - 2400)
end)

Test("Chthonian Emperor Dragon Gemini summoned attacks twice", function(t)
	local dragon = Debug.AddCard("Chthonian Emperor Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Summon(0, dragon)
	t:Attack(0, dragon)
	t:Attack(0, dragon)
	t:Run()
	t:ExpectLP(1, 8000 - 4800)
end)

Test("Chthonian Emperor Dragon is a Normal Monster on the field until Gemini summoned, then an Effect Monster", function(t)
	local dragon = Debug.AddCard("Chthonian Emperor Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Check(0, function(t)
		if not dragon:IsType(TYPE_NORMAL) or dragon:IsType(TYPE_EFFECT) or dragon:IsDualState() then
			error("before its Gemini summon it should be a Normal Monster, type " .. dragon:GetType())
		end
	end)
	t:Summon(0, dragon)
	t:Run()
	if dragon:IsType(TYPE_NORMAL) or not dragon:IsType(TYPE_EFFECT) or not dragon:IsDualState() then
		error("Gemini summoned it should be an Effect Monster, type " .. dragon:GetType())
	end
end)

Test("Chthonian Emperor Dragon cannot be Gemini summoned twice", function(t)
	local dragon = Debug.AddCard("Chthonian Emperor Dragon", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	dragon:EnableDualState()
	t:ExpectIllegal(0, "Summon", dragon)
	t:Run()
end)
