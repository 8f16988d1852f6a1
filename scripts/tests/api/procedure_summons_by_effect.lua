-- Procedure summons asked for by effects may name their materials, as in ygopro:
-- Card.IsSynchroSummonable(smat, mg) / Duel.SynchroSummon(tp, c, smat, mg) (a must-use material and
-- the materials allowed), Card.IsXyzSummonable(mg, min, max) / Duel.XyzSummon(tp, c, mg, min, max),
-- Card.IsLinkSummonable(mg, lcard, min, max) / Duel.LinkSummon(tp, c, mg, lcard, min, max).
-- Gaia Knight, the Force of Earth: Synchro Level 6, 1 Tuner + 1+ non-Tuners
-- Krebons: Tuner, Level 2
-- Dark Resonator: Tuner, Level 3
-- Vorse Raider: Normal, Level 4
-- Elemental HERO Avian: Normal, Level 3
-- Elemental HERO Burstinatrix: Normal, Level 3
-- Number 17: Leviathan Dragon: Rank 3, 2 Level 3 monsters
-- Link Spider: Link-1, 1 Normal Monster
-- Spirit Reaper: an Effect Monster

Test("IsSynchroSummonable: a must-use material allows only sets that include it; a group limits the materials", function(t)
	local krebons = Debug.AddCard("Krebons", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local avian = Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local gaia = Debug.AddCard("Gaia Knight, the Force of Earth", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	assert(gaia:IsSynchroSummonable(nil), "Krebons + Vorse Raider make Level 6")
	assert(gaia:IsSynchroSummonable(vorse), "with Vorse Raider")
	assert(not gaia:IsSynchroSummonable(avian), "Krebons + Avian make only 5")
	assert(gaia:IsSynchroSummonable(nil, Group.FromCards(krebons, vorse)))
	assert(not gaia:IsSynchroSummonable(nil, Group.FromCards(krebons, avian)), "the group lacks Vorse Raider")
	t:Run()
end)

Test("Duel.SynchroSummon by an effect uses only the materials it names", function(t)
	local krebons = Debug.AddCard("Krebons", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local resonator = Debug.AddCard("Dark Resonator", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local avian = Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_MZONE, 3, POS_FACEUP_ATTACK)
	local gaia = Debug.AddCard("Gaia Knight, the Force of Earth", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	-- Vorse Raider: "Synchro Summon using Avian", by an ignition effect given here
	local e = Effect.CreateEffect(vorse)
	e:SetType(EFFECT_TYPE_IGNITION)
	e:SetRange(LOCATION_MZONE)
	e:SetTarget(function(e, tp, eg, ep, ev, re, r, rp, chk)
		if chk == 0 then return gaia:IsSynchroSummonable(avian) end
	end)
	e:SetOperation(function(e, tp) Duel.SynchroSummon(tp, gaia, avian) end)
	vorse:RegisterEffect(e)
	t:Activate(0, vorse)
	t:Select(0, {resonator})
	t:Select(0, {avian})
	t:Run()
	t:ExpectCard(gaia, LOCATION_MZONE, 0)
	assert(gaia:IsSummonType(SUMMON_TYPE_SYNCHRO))
	t:ExpectCard(avian, LOCATION_GRAVE, 0)
	t:ExpectCard(krebons, LOCATION_MZONE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
end)

Test("IsXyzSummonable: a group limits the materials; min and max narrow the count", function(t)
	local avian = Debug.AddCard("Elemental HERO Avian", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local burst = Debug.AddCard("Elemental HERO Burstinatrix", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local leviathan = Debug.AddCard("Number 17: Leviathan Dragon", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	assert(leviathan:IsXyzSummonable(nil))
	assert(leviathan:IsXyzSummonable(Group.FromCards(avian, burst)))
	assert(not leviathan:IsXyzSummonable(Group.FromCards(avian)), "one Level 3 monster is not enough")
	assert(not leviathan:IsXyzSummonable(nil, 3, 3), "it takes 2 materials, not 3")
	t:Run()
end)

Test("IsLinkSummonable: a must-use material that cannot be one makes it impossible", function(t)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local reaper = Debug.AddCard("Spirit Reaper", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local spider = Debug.AddCard("Link Spider", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	assert(spider:IsLinkSummonable(nil))
	assert(spider:IsLinkSummonable(nil, vorse))
	assert(not spider:IsLinkSummonable(nil, reaper), "Spirit Reaper is not a Normal Monster")
	assert(not spider:IsLinkSummonable(Group.FromCards(reaper)), "no Normal Monster among the materials allowed")
	t:Run()
end)
