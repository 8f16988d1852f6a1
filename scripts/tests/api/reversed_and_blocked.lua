-- EFFECT_REVERSE_DAMAGE / EFFECT_REVERSE_RECOVER (damage becomes a gain of LP, a gain becomes damage;
-- a reversed change is not reversed back), EFFECT_CANNOT_TRIGGER (none of a card's effects can be
-- activated), EFFECT_HAND_LIMIT and EFFECT_REMAIN_FIELD. No bundled card has them, so the tests give Vorse Raider an ignition effect and register
-- the changes themselves.

-- Vorse Raider's ignition effect: `act(tp)` when it resolves
local function ignition(vorse, act)
	local e = Effect.CreateEffect(vorse)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	e:SetOperation(function(e, tp) act(tp) end)
	vorse:RegisterEffect(e)
end

local function playerEffect(owner, code, player)
	local e = Effect.CreateEffect(owner)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(code)
	e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e:SetTargetRange(player == 0 and 1 or 0, player == 1 and 1 or 0)
	e:SetValue(1)
	Duel.RegisterEffect(e, 0)
end

Test("REVERSE_DAMAGE: effect damage the player would take is gained instead", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	ignition(vorse, function(tp) Duel.Damage(1 - tp, 500, REASON_EFFECT) end)
	playerEffect(vorse, EFFECT_REVERSE_DAMAGE, 1)
	t:Activate(0, vorse)
	t:Run()
	t:ExpectLP(1, 8500)
end)

Test("REVERSE_RECOVER: LP the player would gain are taken as damage instead", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	ignition(vorse, function(tp) Duel.Recover(1 - tp, 500, REASON_EFFECT) end)
	playerEffect(vorse, EFFECT_REVERSE_RECOVER, 1)
	t:Activate(0, vorse)
	t:Run()
	t:ExpectLP(1, 7500)
end)

Test("with both, damage becomes a gain and the gain is not turned back into damage", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	ignition(vorse, function(tp) Duel.Damage(1 - tp, 500, REASON_EFFECT) end)
	playerEffect(vorse, EFFECT_REVERSE_DAMAGE, 1)
	playerEffect(vorse, EFFECT_REVERSE_RECOVER, 1)
	t:Activate(0, vorse)
	t:Run()
	t:ExpectLP(1, 8500)
end)

Test("CANNOT_TRIGGER: a card's effect cannot be activated while it applies", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	ignition(vorse, function(tp) Duel.Damage(1 - tp, 500, REASON_EFFECT) end)
	local e = Effect.CreateEffect(vorse)
	e:SetType(EFFECT_TYPE_SINGLE)
	e:SetCode(EFFECT_CANNOT_TRIGGER)
	vorse:RegisterEffect(e)
	t:ExpectNotOffered(0, vorse)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("HAND_LIMIT: a player effect sets the number of cards kept at the end of the turn", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	for i = 1, 8 do Debug.AddCard("Vorse Raider", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw
	local e = Effect.CreateEffect(vorse)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(EFFECT_HAND_LIMIT)
	e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e:SetRange(LOCATION_MZONE)
	e:SetTargetRange(1, 0)
	e:SetValue(7)
	vorse:RegisterEffect(e)
	t:Phase(1, PHASE_DRAW)
	t:Select(0, {"Vorse Raider"}) -- the one card over the limit
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 7)
end)

Test("REMAIN_FIELD: a Normal Spell with it stays on the field after it resolves", function(t)
	local hole = Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local e = Effect.CreateEffect(hole)
	e:SetType(EFFECT_TYPE_SINGLE)
	e:SetCode(EFFECT_REMAIN_FIELD)
	hole:RegisterEffect(e)
	t:Activate(0, hole)
	t:Run()
	t:ExpectCount(1, LOCATION_MZONE, 0)
	t:ExpectCard(hole, LOCATION_SZONE, 0, POS_FACEUP)
end)
