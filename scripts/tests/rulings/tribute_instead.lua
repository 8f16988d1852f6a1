-- EFFECT_EXTRA_RELEASE_NONSUM ("you can Tribute 1 monster your opponent controls instead", e.g. the
-- Kaiju field spells): for a Tribute that is not a summon, one of the opponent's monsters may be used,
-- at most one, as often as the effect's count limit allows, when its value accepts the reason
-- (ygopro's get_release_list "one of" list). EFFECT_ADD_EXTRA_TRIBUTE: the summoned monster's own effect
-- lets cards in its target range be Tributed for its Tribute Summon (ygopro's get_summon_release_list).

-- player 0 may Tribute one of player 1's monsters instead, once per turn, for a cost
local function tribute_instead(owner, accepts)
	local e = Effect.CreateEffect(owner)
	e:SetType(EFFECT_TYPE_FIELD)
	e:SetCode(EFFECT_EXTRA_RELEASE_NONSUM)
	e:SetTargetRange(0, LOCATION_MZONE)
	e:SetCountLimit(1)
	e:SetValue(accepts or function(e, re, r, rp) return r & REASON_COST ~= 0 end)
	Duel.RegisterEffect(e, 0)
end

local function theirs(c)
	return c:IsControler(1)
end

-- "Tribute 1 monster your opponent controls: inflict 500 damage", an Ignition Effect given to a monster
local function tribute_for_damage(c, filter)
	filter = filter or theirs
	local e = Effect.CreateEffect(c)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	e:SetCost(function(e, tp, eg, ep, ev, re, r, rp, chk)
		if chk == 0 then return Duel.CheckReleaseGroup(tp, filter, 1, nil) end
		Duel.Release(Duel.SelectReleaseGroup(tp, filter, 1, 1, nil), REASON_COST)
	end)
	e:SetOperation(function(e, tp) Duel.Damage(1 - tp, 500, REASON_EFFECT) end)
	c:RegisterEffect(e)
end

Test("a cost may Tribute one of the opponent's monsters instead", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mokey = Debug.AddCard("Mokey Mokey", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	tribute_for_damage(vorse)
	tribute_instead(vorse)
	t:Activate(0, vorse)
	t:Select(0, {mokey})
	t:Run()
	t:ExpectCard(mokey, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 7500)
end)

Test("without such an effect the opponent's monsters cannot be Tributed for a cost", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Mokey Mokey", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	tribute_for_damage(vorse)
	t:ExpectNotOffered(0, vorse)
	t:Run()
end)

Test("the effect's value decides which Tributes it allows", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Mokey Mokey", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	tribute_for_damage(vorse)
	tribute_instead(vorse, function(e, re, r, rp) return r & REASON_EFFECT ~= 0 end)
	t:ExpectNotOffered(0, vorse)
	t:Run()
end)

Test("only one of the opponent's monsters, and only as often as the count limit allows", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mokey = Debug.AddCard("Mokey Mokey", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local kuriboh = Debug.AddCard("Kuriboh", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	tribute_for_damage(vorse)
	tribute_instead(vorse)
	t:Check(0, function(t)
		assert(Duel.CheckReleaseGroup(0, theirs, 1, nil), "one of the opponent's monsters can be Tributed")
		assert(not Duel.CheckReleaseGroup(0, theirs, 2, nil), "two of them counted")
		assert(Duel.GetReleaseGroupCount(0) == 2, "Vorse Raider and one of the opponent's")
	end)
	t:Activate(0, vorse)
	t:Select(0, {mokey})
	t:Run()
	t:ExpectCard(mokey, LOCATION_GRAVE, 1)
	t:ExpectCard(kuriboh, LOCATION_MZONE, 1)
	t:Check(0, function(t)
		assert(not Duel.CheckReleaseGroup(0, theirs, 1, nil), "the count limit was not spent")
	end)
	t:Run()
end)

Test("when its own monsters would do, the player chooses whether to use one of the opponent's", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local mokey = Debug.AddCard("Mokey Mokey", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	tribute_for_damage(vorse, function() return true end)
	tribute_instead(vorse)
	t:Activate(0, vorse)
	t:No(0) -- not one of the opponent's
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCard(mokey, LOCATION_MZONE, 1)
	t:ExpectLP(1, 7500)
end)

-- Summoned Skull may be Tribute Summoned by Tributing a face-up Continuous Spell
local function spells_as_tributes(skull, position)
	local e = Effect.CreateEffect(skull)
	e:SetType(EFFECT_TYPE_SINGLE)
	e:SetCode(EFFECT_ADD_EXTRA_TRIBUTE)
	e:SetTargetRange(LOCATION_SZONE, 0)
	e:SetTarget(function(e, c) return c:IsType(TYPE_CONTINUOUS) end)
	e:SetValue(position)
	skull:RegisterEffect(e)
end

Test("a card the summoned monster's effect names may be Tributed for its Tribute Summon", function(t)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN)
	local spell = Debug.AddCard("Messenger of Peace", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	spells_as_tributes(skull, POS_FACEUP_ATTACK)
	t:Summon(0, skull)
	t:Select(0, {spell})
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(spell, LOCATION_GRAVE, 0)
end)

Test("without the effect a Spell cannot be Tributed for a Tribute Summon", function(t)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN)
	Debug.AddCard("Messenger of Peace", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectIllegal(0, "Summon", skull)
	t:Run()
end)

Test("the extra Tributes apply only to the positions the effect's value names", function(t)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN)
	Debug.AddCard("Messenger of Peace", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	spells_as_tributes(skull, POS_FACEUP_ATTACK)
	t:ExpectIllegal(0, "Set", skull)
	t:Run()
end)
