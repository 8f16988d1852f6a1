-- EFFECT_ATTACK_COST: what declaring an attack costs. cost(e, c, tp) says whether it can be paid (if
-- not, the monster cannot declare an attack); the operation pays it when the attack is declared. On a
-- monster ("this card cannot attack unless you pay 1000 LP") or on players ("each player must pay 500
-- LP to declare an attack"). No bundled card has one, so the tests give them to plain monsters.
-- Vorse Raider: 1900
-- Celtic Guardian: 1400

local function payLp(amount)
	return function(e, c, tp) return Duel.CheckLPCost(tp, amount) end, function(e, tp) Duel.PayLPCost(tp, amount) end
end

local function ownCost(c, amount)
	local cost, op = payLp(amount)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_SINGLE)
	e:SetCode(EFFECT_ATTACK_COST)
	e:SetCost(cost)
	e:SetOperation(op)
	c:RegisterEffect(e)
end

Test("a monster that must pay to attack pays when it declares the attack", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	ownCost(vorse, 1000)
	t:Attack(0, vorse, nil)
	t:Run()
	t:ExpectLP(0, 7000)
	t:ExpectLP(1, 8000 - 1900)
end)

Test("a monster whose attack cost cannot be paid cannot declare an attack", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	ownCost(vorse, 1000)
	Duel.SetLP(0, 900)
	t:ExpectIllegal(0, "Attack", vorse)
	t:Run()
end)

Test("an attack cost on the players: every attack of either player costs 500 LP", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw
	local cost, op = payLp(500)
	local e = Effect.CreateEffect(celtic)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(EFFECT_ATTACK_COST)
	e:SetProperty(EFFECT_FLAG_PLAYER_TARGET)
	e:SetRange(LOCATION_MZONE)
	e:SetTargetRange(1, 1)
	e:SetCost(cost)
	e:SetOperation(op)
	celtic:RegisterEffect(e)
	t:Attack(0, vorse, celtic)
	t:Run()
	t:ExpectLP(0, 7500)
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
end)
