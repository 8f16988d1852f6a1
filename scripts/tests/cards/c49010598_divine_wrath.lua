-- Divine Wrath (49010598): Counter Trap; when a monster effect is activated: discard 1 card;
-- negate the activation, and if you do, destroy that monster.
local WRATH = 49010598
local POT = 55144522
local VORSE = 14898066
local CELTIC = 91152256

-- No effect monster is scripted yet: these tests give a Normal Monster an Ignition effect of their
-- own ("inflict 500 damage to your opponent"), which is a monster effect all the same.
local function giveBurnEffect(c, banishSelfAsCost)
	local e = Effect.CreateEffect(c)
	e:SetCategory(CATEGORY_DAMAGE)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	if banishSelfAsCost then
		e:SetCost(function(e, tp, eg, ep, ev, re, r, rp, chk)
			if chk == 0 then return e:GetHandler():IsAbleToRemoveAsCost() end
			Duel.Remove(e:GetHandler(), POS_FACEUP, REASON_COST)
		end)
	end
	e:SetOperation(function(e, tp)
		Duel.Damage(1 - tp, 500, REASON_EFFECT)
	end)
	c:RegisterEffect(e)
end

Test("Divine Wrath negates the activation of a monster effect; the discard is not refunded", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	giveBurnEffect(vorse)
	Debug.AddCard(WRATH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local cost = Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, vorse)
	t:Activate(1, WRATH)
	t:Select(1, {cost})
	t:Check(0, function(t)
		t:ExpectChainLength(2)
		t:ExpectChainLink(2, WRATH)
		t:ExpectCard(cost, LOCATION_GRAVE, 1)
	end)
	t:Run()
	t:ExpectLP(1, 8000)
	t:ExpectCard(WRATH, LOCATION_GRAVE, 1)
end)

Test("Divine Wrath also destroys the monster whose effect it negated", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	giveBurnEffect(vorse)
	Debug.AddCard(WRATH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local cost = Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, vorse)
	t:Activate(1, WRATH)
	t:Select(1, {cost})
	t:Run()
	t:ExpectLP(1, 8000)
	t:ExpectCard(cost, LOCATION_GRAVE, 1)
	t:ExpectCard(WRATH, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)

Test("Divine Wrath cannot be activated against a Spell Card", function(t)
	for i = 1, 2 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local wrath = Debug.AddCard(WRATH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, POT)
	t:ExpectNotOffered(1, wrath)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 2)
end)

Test("Divine Wrath cannot be activated without a card to discard", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	giveBurnEffect(vorse)
	local wrath = Debug.AddCard(WRATH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, vorse)
	t:ExpectNotOffered(1, wrath)
	t:Run()
	t:ExpectLP(1, 7500)
end)

Test("a monster that left the field to activate its effect is negated but not destroyed", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	giveBurnEffect(vorse, true) -- it banishes itself as the cost
	Debug.AddCard(WRATH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local cost = Debug.AddCard(CELTIC, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, vorse)
	t:Activate(1, WRATH)
	t:Select(1, {cost})
	t:Run()
	t:ExpectLP(1, 8000)
	t:ExpectCard(vorse, LOCATION_REMOVED, 0)
end)

Test("R018 Divine Wrath has no window against a summoning procedure", function(t)
	local RED_EYES, DARKNESS = 74677422, 96561011
	Debug.AddCard(RED_EYES, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local darkness = Debug.AddCard(DARKNESS, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local wrath = Debug.AddCard(WRATH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(VORSE, 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, darkness)
	t:Select(0, {RED_EYES})
	t:ExpectNotOffered(1, wrath)
	t:Run()
	t:ExpectCard(darkness, LOCATION_MZONE, 0)
end)
