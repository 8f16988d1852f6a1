-- Card Destruction (72892473): each player discards their whole hand, then draws as many cards
-- as they discarded.

Test("Card Destruction: both hands are discarded and each player draws as many", function(t)
	for p = 0, 1 do
		for i = 1, 3 do Debug.AddCard("Luster Dragon", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	end
	local a = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local b = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local c = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Card Destruction", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Card Destruction")
	t:Run()
	t:ExpectCard(a, LOCATION_GRAVE, 0)
	t:ExpectCard(b, LOCATION_GRAVE, 0)
	t:ExpectCard(c, LOCATION_GRAVE, 1)
	t:ExpectCard("Card Destruction", LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectCount(0, LOCATION_DECK, 1)
	t:ExpectCount(1, LOCATION_HAND, 1)
	t:ExpectCount(1, LOCATION_DECK, 2)
end)

Test("Card Destruction cannot be activated when it is the only card in either hand", function(t)
	for p = 0, 1 do Debug.AddCard("Luster Dragon", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard("Card Destruction", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Card Destruction")
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Card Destruction cannot be activated when a player could not draw back their hand", function(t)
	Debug.AddCard("Luster Dragon", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Card Destruction", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, "Card Destruction") -- 2 cards to draw back, 1 in the Deck
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("the cards Card Destruction sends from the hands are discarded (EVENT_DISCARD)", function(t)
	-- a watcher: player 1 gains 100 LP per card in each EVENT_DISCARD
	local watcher = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local e = Effect.CreateEffect(watcher)
	e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
	e:SetCode(EVENT_DISCARD)
	e:SetRange(LOCATION_MZONE)
	e:SetOperation(function(e, tp, eg) Duel.Recover(tp, 100 * #eg, REASON_EFFECT) end)
	watcher:RegisterEffect(e)
	for i = 1, 2 do Debug.AddCard("Luster Dragon", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Card Destruction", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Card Destruction")
	t:Run()
	t:ExpectLP(1, 8200)
end)
