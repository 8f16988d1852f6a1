-- R030: an attack that is negated, or whose attacker leaves the field or goes to Defense Position
-- during the Battle Step, ends there: no Damage Step. A monster whose attack was negated cannot
-- attack again that turn.
local VORSE = 14898066 -- ATK 1900
local CYLINDER = 62279055 -- Magic Cylinder
local BOOK_OF_MOON = 14087893
local CED = 94192409 -- Compulsory Evacuation Device (the attacker leaving the field)

-- counts the Damage Steps that start (EVENT_BATTLE_START is raised at the start of each)
local function watch_damage_steps(owner)
	local seen = {count = 0}
	local e = Effect.CreateEffect(owner)
	e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
	e:SetCode(EVENT_BATTLE_START)
	e:SetOperation(function() seen.count = seen.count + 1 end)
	Duel.RegisterEffect(e, 0)
	return seen
end

Test("R030 Magic Cylinder negates the attack and deals the attacker's ATK to its controller", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CYLINDER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local damage_steps = watch_damage_steps(vorse)
	t:Attack(0, vorse)
	t:Activate(1, CYLINDER)
	t:Check(0, function(t)
		t:ExpectChainLink(1, CYLINDER)
	end)
	t:Run()
	t:ExpectLP(0, 6100)
	t:ExpectLP(1, 8000)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(CYLINDER, LOCATION_GRAVE, 1)
	assert(damage_steps.count == 0, "a Damage Step started after the negated attack")
	-- the negated attack still used up Vorse Raider's attack
	t:ExpectIllegal(0, "Attack", vorse)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("R030 Book of Moon on the attacker ends the attack: no Damage Step, no damage", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(BOOK_OF_MOON, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local damage_steps = watch_damage_steps(vorse)
	t:Attack(0, vorse)
	t:Activate(1, BOOK_OF_MOON)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectLP(1, 8000)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectPhase(PHASE_BATTLE_STEP)
	assert(damage_steps.count == 0, "a Damage Step started after the attacker turned face-down")
end)

Test("R030 the attacker returned to the hand in the Battle Step: no Damage Step, no damage", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CED, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local damage_steps = watch_damage_steps(vorse)
	t:Attack(0, vorse)
	t:Activate(1, CED)
	t:Select(1, {vorse})
	t:Run()
	t:ExpectLP(1, 8000)
	t:ExpectCard(vorse, LOCATION_HAND, 0)
	assert(damage_steps.count == 0, "a Damage Step started after the attacker left the field")
end)

Test("R030 contrast: an attack that is not stopped reaches the Damage Step", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local damage_steps = watch_damage_steps(vorse)
	t:Attack(0, vorse)
	t:Run()
	t:ExpectLP(1, 6100)
	assert(damage_steps.count == 1, "expected one Damage Step, saw " .. damage_steps.count)
end)
