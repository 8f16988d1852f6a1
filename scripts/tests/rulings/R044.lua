-- R044: a chain resolves from its last link to its first; Normal and Quick-Play Spells (and Normal
-- Traps) stay on the field until the whole chain has resolved; Call of the Haunted destroying its
-- monster when it leaves the field happens at once, not as a chain link.
-- Celtic Guardian: ATK 1400: Sangan may add it
-- Vorse Raider: ATK 1900: Sangan may not

Test("R044 Call of the Haunted chained to the Typhoon revives Sangan, which dies with it; the search comes after the chain", function(t)
	local mst = Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local coth = Debug.AddCard("Call of the Haunted", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local sangan = Debug.AddCard("Sangan", 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	-- what the field looked like when Sangan reached the GY
	local seen = {}
	local e = Effect.CreateEffect(sangan)
	e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
	e:SetCode(EVENT_TO_GRAVE)
	e:SetOperation(function(e, tp, eg)
		if eg:IsContains(sangan) then
			seen.chain = Duel.GetChainInfo(0, CHAININFO_CHAIN_COUNT) -- the resolving link
			seen.mst_on_field = mst:IsLocation(LOCATION_SZONE)
			seen.coth_in_grave = coth:IsLocation(LOCATION_GRAVE)
		end
	end)
	Duel.RegisterEffect(e, 0)

	t:Activate(0, mst)
	t:Select(0, {coth})
	t:Activate(1, coth) -- link 2
	t:Select(1, {sangan})
	t:Check(0, function(t)
		t:ExpectChainLength(2)
		t:ExpectChainLink(1, mst)
		t:ExpectChainLink(2, coth)
	end)
	t:Pass(0)
	-- after the chain: Sangan's trigger is a new chain of its own
	t:Check(0, function(t)
		t:ExpectChainLength(1)
		t:ExpectChainLink(1, sangan)
		t:ExpectCard(mst, LOCATION_GRAVE, 0)
		t:ExpectCard(coth, LOCATION_GRAVE, 1)
		t:ExpectCard(sangan, LOCATION_GRAVE, 1)
	end)
	t:Select(1, {celtic})
	t:Run()
	-- link 2 resolved first (Sangan came out), then link 1 destroyed Call of the Haunted, and
	-- Sangan with it while that link was still resolving, the Typhoon still on the field
	assert(seen.chain ~= nil, "Sangan never went to the GY")
	assert(seen.chain == 1, "Sangan was destroyed outside link 1's resolution (chain " .. tostring(seen.chain) .. ")")
	assert(seen.mst_on_field, "Mystical Space Typhoon had already left the field")
	assert(seen.coth_in_grave, "Sangan went to the GY before Call of the Haunted")
	t:ExpectCard(celtic, LOCATION_HAND, 1)
	t:ExpectCard("Vorse Raider", LOCATION_DECK, 1)
	t:ExpectCount(1, LOCATION_MZONE, 0)
end)
