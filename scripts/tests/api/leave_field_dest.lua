-- Card.GetLeaveFieldDest (ygopro's leave_field_redirect): where a card would go instead if it left the
-- field now — the EFFECT_LEAVE_FIELD_REDIRECT effects that apply to it, each only if its player could
-- send it there; a banishment wins over the Deck, the Deck over the hand; always 0 for a Token.
-- Card.GetPreviousOverlayCountOnField: how many Xyz Materials it had as it last left a Monster Zone;
-- Card.GetOverlayTarget: the Xyz Monster a material is under.
local VORSE = 14898066 -- Vorse Raider
local CELTIC = 91152256 -- Celtic Guardian

-- "if this card would leave the field, <where> instead" (Dark Magician of Chaos's shape)
local function redirect(c, where)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_SINGLE)
	e:SetProperty(EFFECT_FLAG_SINGLE_RANGE + EFFECT_FLAG_CANNOT_DISABLE)
	e:SetRange(LOCATION_MZONE)
	e:SetCode(EFFECT_LEAVE_FIELD_REDIRECT)
	e:SetValue(where)
	c:RegisterEffect(e)
end

Test("a card with no redirect goes where it is sent: 0", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	assert(vorse:GetLeaveFieldDest() == 0, "dest " .. vorse:GetLeaveFieldDest())
end)

Test("'banish it instead': LOCATION_REMOVED, for that card only", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	redirect(vorse, LOCATION_REMOVED)
	assert(vorse:GetLeaveFieldDest() == LOCATION_REMOVED, "dest " .. vorse:GetLeaveFieldDest())
	assert(celtic:GetLeaveFieldDest() == 0, "the other monster: " .. celtic:GetLeaveFieldDest())
end)

Test("a banishment wins over a return to the Deck; the Deck's place in it is kept", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	redirect(vorse, LOCATION_DECKSHF)
	redirect(vorse, LOCATION_REMOVED)
	redirect(celtic, LOCATION_HAND)
	redirect(celtic, LOCATION_DECKBOT)
	assert(vorse:GetLeaveFieldDest() == LOCATION_REMOVED, "removed: " .. vorse:GetLeaveFieldDest())
	assert(celtic:GetLeaveFieldDest() == LOCATION_DECKBOT, "deck bottom: " .. celtic:GetLeaveFieldDest())
end)

Test("a redirect to where the player may not banish does not count", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local wall = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	redirect(vorse, LOCATION_REMOVED)
	assert(vorse:GetLeaveFieldDest() == LOCATION_REMOVED, "control: removed before the ban")
	-- Imperial Iron Wall's shape: neither player can banish cards
	local e = Effect.CreateEffect(wall)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(EFFECT_CANNOT_REMOVE)
	e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e:SetRange(LOCATION_MZONE)
	e:SetTargetRange(1, 1)
	wall:RegisterEffect(e)
	assert(vorse:GetLeaveFieldDest() == 0, "with the ban: " .. vorse:GetLeaveFieldDest())
end)

Test("a Token has no leave-field destination", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local token = Duel.CreateToken(0, 73915052) -- Sheep Token
	Duel.SpecialSummon(token, 0, 0, 0, false, false, POS_FACEUP_DEFENSE)
	redirect(token, LOCATION_REMOVED)
	redirect(vorse, LOCATION_REMOVED)
	assert(vorse:GetLeaveFieldDest() == LOCATION_REMOVED, "control: the monster is redirected")
	assert(token:GetLeaveFieldDest() == 0, "token: " .. token:GetLeaveFieldDest())
end)

Test("GetPreviousOverlayCountOnField: the materials it had as it left the Monster Zone", function(t)
	local utopia = Debug.AddCard("Number 39: Utopia", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(VORSE, 0, 0, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CELTIC, 0, 0, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK)
	local bare = Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local fromHand = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(utopia:GetOverlayCount() == 2, "two materials on the field")
	Duel.Destroy(Group.FromCards(utopia, bare), REASON_RULE)
	Duel.SendtoGrave(fromHand, REASON_RULE)
	assert(utopia:GetPreviousOverlayCountOnField() == 2, "Utopia: " .. utopia:GetPreviousOverlayCountOnField())
	assert(bare:GetPreviousOverlayCountOnField() == 0, "no materials: " .. bare:GetPreviousOverlayCountOnField())
	assert(fromHand:GetPreviousOverlayCountOnField() == 0, "from the hand: " .. fromHand:GetPreviousOverlayCountOnField())
	Duel.SendtoHand(utopia, nil, REASON_RULE)
	assert(utopia:GetPreviousOverlayCountOnField() == 0, "moved again from the GY: 0, as ygopro resets it")
end)

Test("GetOverlayTarget: the Xyz Monster a material is under; nil for a card that is no material", function(t)
	local utopia = Debug.AddCard("Number 39: Utopia", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local material = Debug.AddCard(VORSE, 0, 0, LOCATION_OVERLAY, 0, POS_FACEUP_ATTACK)
	local hand = Debug.AddCard(CELTIC, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	assert(material:GetOverlayTarget() == utopia, "under Utopia")
	assert(hand:GetOverlayTarget() == nil and utopia:GetOverlayTarget() == nil, "the others: nil")
end)
