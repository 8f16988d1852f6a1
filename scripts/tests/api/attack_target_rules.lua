-- Which monsters an attack may choose: EFFECT_CANNOT_BE_BATTLE_TARGET with a value(e, attacker),
-- EFFECT_CANNOT_SELECT_BATTLE_TARGET on the attackers with a value(e, target), EFFECT_IGNORE_BATTLE_TARGET
-- (the monster is not there for that attacker: a direct attack is open), EFFECT_CANNOT_ATTACK_ANNOUNCE and
-- EFFECT_MUST_ATTACK.
-- No bundled card has them all, so the tests give them to plain monsters.
-- Vorse Raider: 1900, Beast-Warrior
-- Celtic Guardian: 1400, Warrior
-- Giant Soldier of Stone: 1300 / 2000, Rock
-- Summoned Skull: 2500, Fiend

local function field(c, code, range, value)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(code)
	e:SetRange(LOCATION_MZONE)
	e:SetTargetRange(range[1], range[2])
	if value then e:SetValue(value) end
	c:RegisterEffect(e)
end

local function single(c, code, value)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_SINGLE)
	e:SetCode(code)
	if value then e:SetValue(value) end
	c:RegisterEffect(e)
end

Test("CANNOT_SELECT_BATTLE_TARGET: the opponent's monsters cannot choose the monsters its value names", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local giant = Debug.AddCard("Giant Soldier of Stone", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	-- Giant Soldier of Stone: "your opponent's monsters cannot target Warrior monsters for attacks"
	field(giant, EFFECT_CANNOT_SELECT_BATTLE_TARGET, {0, LOCATION_MZONE}, function(e, c) return c:IsRace(RACE_WARRIOR) end)
	local g = vorse:GetAttackableTarget()
	assert(#g == 1 and g:IsContains(giant), "only Giant Soldier of Stone may be attacked")
	t:Attack(0, vorse, giant)
	t:Run()
	t:ExpectCard(giant, LOCATION_GRAVE, 1)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
end)

Test("CANNOT_BE_BATTLE_TARGET with a value: only the attackers it names cannot target the monster", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	-- "cannot be targeted for attacks by monsters with 2000 or more ATK"
	single(celtic, EFFECT_CANNOT_BE_BATTLE_TARGET, function(e, c) return c:GetAttack() >= 2000 end)
	assert(#skull:GetAttackableTarget() == 0, "Summoned Skull cannot attack it")
	assert(vorse:GetAttackableTarget():IsContains(celtic), "Vorse Raider can")
	t:Attack(0, vorse, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
end)

Test("IGNORE_BATTLE_TARGET: a monster the attacker ignores lets it attack directly", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	single(celtic, EFFECT_IGNORE_BATTLE_TARGET, 1)
	t:Attack(0, vorse, nil)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	t:ExpectCard(celtic, LOCATION_MZONE, 1)
end)

Test("CANNOT_ATTACK_ANNOUNCE: the monster cannot declare an attack", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	single(vorse, EFFECT_CANNOT_ATTACK_ANNOUNCE, 1)
	t:ExpectIllegal(0, "Attack", vorse)
	t:Run()
end)

Test("MUST_ATTACK: the turn player cannot skip the Battle Phase while the monster could attack", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	single(vorse, EFFECT_MUST_ATTACK, 1)
	t:ExpectIllegal(0, "Phase", PHASE_END)
	t:Attack(0, vorse, nil)
	t:Phase(0, PHASE_END) -- once it has attacked, the turn may go on
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
end)
