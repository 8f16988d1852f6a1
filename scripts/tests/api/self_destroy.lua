-- EFFECT_SELF_DESTROY and EFFECT_SELF_TOGRAVE: "destroy this card if …" applied by the rules at every
-- check of the game state, not as a chain link. No bundled card has one, so the tests give Vorse Raider
-- "destroyed (sent to the GY) while you control no other monster".
-- Vorse Raider: 1900
-- Celtic Guardian: 1400
-- Summoned Skull: 2500

local function alone(code, vorse)
	local e = Effect.CreateEffect(vorse)
	e:SetType(EFFECT_TYPE_SINGLE)
	e:SetProperty(EFFECT_FLAG_SINGLE_RANGE)
	e:SetRange(LOCATION_MZONE)
	e:SetCode(code)
	e:SetCondition(function(e)
		return not Duel.IsExistingMatchingCard(aux.TRUE, e:GetHandlerPlayer(), LOCATION_MZONE, 0, 1, e:GetHandler())
	end)
	vorse:RegisterEffect(e)
end

local function board(t, code)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 1's draw
	alone(code, vorse)
	return vorse, celtic, skull
end

Test("a card whose self-destroy condition holds is destroyed by the rules at once, by its own effect", function(t)
	local vorse, celtic, skull = board(t, EFFECT_SELF_DESTROY)
	t:ExpectCard(vorse, LOCATION_MZONE, 0) -- Celtic Guardian is there
	t:Phase(1, PHASE_BATTLE_STEP)
	t:Attack(1, skull, celtic)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	assert(vorse:IsReason(REASON_DESTROY) and vorse:IsReason(REASON_EFFECT), "destroyed by an effect: " .. vorse:GetReason())
	assert(vorse:GetReasonPlayer() == 0, "by its own effect's player")
	t:ExpectCount(1, LOCATION_MZONE, 1)
end)

Test("EFFECT_SELF_TOGRAVE sends the card to the GY without destroying it", function(t)
	local vorse, celtic, skull = board(t, EFFECT_SELF_TOGRAVE)
	t:Phase(1, PHASE_BATTLE_STEP)
	t:Attack(1, skull, celtic)
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	assert(not vorse:IsReason(REASON_DESTROY), "sent, not destroyed")
end)

Test("while the condition does not hold the card stays", function(t)
	local vorse = board(t, EFFECT_SELF_DESTROY)
	t:Phase(1, PHASE_MAIN1)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
end)
