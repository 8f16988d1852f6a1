-- EVENT_EQUIP: raised when a card is equipped, its eg the Equip Card; effects on the field answer it,
-- and so do the equipped monster's own effects ("when an Equip Card is equipped to this card"). No
-- bundled card answers it, so the tests give Celtic Guardian such effects.

Test("an Equip Spell equipped raises EVENT_EQUIP for effects on the field, with the Equip Card as eg", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local seen
	local e = Effect.CreateEffect(celtic)
	e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
	e:SetCode(EVENT_EQUIP)
	e:SetRange(LOCATION_MZONE)
	e:SetOperation(function(e, tp, eg) seen = eg:GetFirst() end)
	celtic:RegisterEffect(e)
	t:Activate(0, axe)
	t:Select(0, {vorse})
	t:Run()
	assert(seen == axe, "eg holds the Equip Card")
	assert(axe:GetEquipTarget() == vorse)
end)

-- "when an Equip Card is equipped to this card: destroy that Equip Card"
local function destroysItsEquips(c)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_SINGLE + EFFECT_TYPE_TRIGGER_F)
	e:SetCode(EVENT_EQUIP)
	e:SetOperation(function(e, tp, eg) Duel.Destroy(eg, REASON_EFFECT) end)
	c:RegisterEffect(e)
end

Test("the equipped monster's own effect answers EVENT_EQUIP: it destroys the Equip Card", function(t)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	destroysItsEquips(celtic)
	t:Activate(0, axe)
	t:Select(0, {celtic})
	t:No(0) -- Axe of Despair's own "return it to the Deck" trigger
	t:Run()
	t:ExpectCard(axe, LOCATION_GRAVE, 0)
	assert(celtic:GetAttack() == 1400, "no Axe, no bonus: " .. celtic:GetAttack())
end)

Test("a monster's own EVENT_EQUIP effect does not answer an equip to another monster", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	destroysItsEquips(celtic)
	t:Activate(0, axe)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(axe, LOCATION_SZONE, 0)
	assert(vorse:GetAttack() == 2900)
end)
