-- "Original ATK becomes X": EFFECT_SET_BASE_ATTACK (the latest wins) and EFFECT_SET_BASE_ATTACK_FINAL
-- (wins over any other), read by Card.GetBaseAttack and built on by the other ATK changes.
-- Vorse Raider: 1900 / 1200

local function change(c, code, value)
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_SINGLE)
	e:SetCode(code)
	e:SetValue(value)
	c:RegisterEffect(e)
end

Test("SET_BASE_ATTACK changes the original ATK; ATK changes apply on top of it", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	change(vorse, EFFECT_SET_BASE_ATTACK, 1000)
	change(vorse, EFFECT_UPDATE_ATTACK, 300)
	assert(vorse:GetBaseAttack() == 1000, "original ATK " .. vorse:GetBaseAttack())
	assert(vorse:GetTextAttack() == 1900)
	t:ExpectAttack(vorse, 1300)
	t:Run()
end)

Test("SET_BASE_ATTACK_FINAL wins over an original-ATK change that began later", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	change(vorse, EFFECT_SET_BASE_ATTACK_FINAL, 500)
	change(vorse, EFFECT_SET_BASE_ATTACK, 3000)
	change(vorse, EFFECT_SET_BASE_DEFENSE_FINAL, 100)
	assert(vorse:GetBaseAttack() == 500, "original ATK " .. vorse:GetBaseAttack())
	t:ExpectAttack(vorse, 500)
	t:ExpectDefense(vorse, 100)
	assert(vorse:GetBaseDefense() == 100)
	t:Run()
end)
