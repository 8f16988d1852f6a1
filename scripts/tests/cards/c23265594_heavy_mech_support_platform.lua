-- Heavy Mech Support Platform (23265594): Union. Once per turn (one use for both options) it either
-- equips itself to a face-up Machine monster you control (a free Spell & Trap Zone needed, and a
-- monster carries only 1 Union), or, while so equipped, unequips itself and is Special Summoned.
-- The equipped monster gains 500 ATK/DEF, and this card is destroyed in its place when it would
-- be destroyed by battle or by a card effect. (Negation by Spell Canceller and Mystical Space
-- Typhoon on it are tested with R099.)
-- Mechanicalchaser, Machine, 1850/800
-- Machine King: Machine, 2200/2000, +100 for each Machine on the field
-- Jinzo: Machine, 2400/1500
-- Vorse Raider: Beast-Warrior, 1900/1200
-- Summoned Skull: 2500/1200, Level 6

local function deck(p, n)
	for i = 1, n do
		Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

-- player 0's Platform equipped by its own effect to `monster`, in turn 3
local function equip(t, platform, monster)
	t:Activate(0, platform)
	t:Select(0, {monster})
	t:Run()
end

Test("the Platform equips itself to a face-up Machine you control, which gains 500 ATK and DEF", function(t)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	equip(t, platform, chaser)
	t:ExpectCard(platform, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectCount(0, LOCATION_MZONE, 1)
	t:ExpectAttack(chaser, 2350)
	t:ExpectDefense(chaser, 1300)
	assert(platform:GetEquipTarget() == chaser, "the Platform is not equipped to Mechanicalchaser")
	assert(platform:IsType(TYPE_SPELL + TYPE_EQUIP), "the equipped Platform is not an Equip Spell")
end)

Test("the Platform can only target a face-up Machine monster you control", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)        -- not a Machine
	Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)    -- face-down
	Debug.AddCard("Jinzo", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)        -- the opponent's
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, platform)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(platform, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCount(0, LOCATION_SZONE, 0)
end)

Test("the Platform needs a free Spell & Trap Zone to equip itself", function(t)
	Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	for zone = 0, 4 do
		Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_SZONE, zone, POS_FACEDOWN)
	end
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, platform)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(platform, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("a monster carries only 1 Union: a second Platform cannot equip to it", function(t)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local first = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local second = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	equip(t, first, chaser)
	t:ExpectNotOffered(0, second) -- its only Machine carries a Union already
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(second, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(chaser, 2350)
end)

Test("each of two Platforms equips to its own Machine, and each copy has its own use", function(t)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local king = Debug.AddCard("Machine King", 0, 0, LOCATION_MZONE, 3, POS_FACEUP_ATTACK)
	local first = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local second = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	equip(t, first, chaser)
	t:Activate(0, second)
	t:Select(0, {king})  -- Mechanicalchaser, carrying a Union, is not a candidate
	t:Run()
	t:ExpectCard(first, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectCard(second, LOCATION_SZONE, 0, POS_FACEUP)
	assert(second:GetEquipTarget() == king, "the second Platform is not equipped to Machine King")
	t:ExpectAttack(chaser, 2350)
	t:ExpectAttack(king, 2200 + 200 + 500) -- two Machines on the field now: Machine King and Mechanicalchaser
	t:ExpectDefense(king, 2500)
end)

Test("once per turn for both options: equipped this turn, it unequips only next turn", function(t)
	deck(0, 1)
	deck(1, 1)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	equip(t, platform, chaser)
	t:ExpectNotOffered(0, platform) -- the unequip option shares the turn's use
	t:Phase(0, PHASE_MAIN1)        -- turn 5
	t:Activate(0, platform)
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard(platform, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCount(0, LOCATION_SZONE, 0)
	t:ExpectAttack(chaser, 1850)
	t:ExpectDefense(chaser, 800)
	assert(platform:GetEquipTarget() == nil, "the Special Summoned Platform is still equipped")
	t:ExpectNotOffered(0, platform) -- and it cannot equip again this turn
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(platform, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("the Platform unequipped and Special Summoned on one turn may equip again on the next", function(t)
	deck(0, 2)
	deck(1, 2)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	equip(t, platform, chaser)
	t:Phase(0, PHASE_MAIN1) -- turn 5: unequip
	t:Activate(0, platform)
	t:Phase(0, PHASE_MAIN1) -- turn 7: equip again
	t:Activate(0, platform)
	t:Select(0, {chaser})
	t:Run()
	t:ExpectTurn(7)
	t:ExpectCard(platform, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectAttack(chaser, 2350)
end)

Test("by battle: the Platform is destroyed in place of the equipped monster", function(t)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	equip(t, platform, chaser)
	t:Attack(0, chaser, skull) -- 2350 against 2500
	t:Run()
	t:ExpectLP(0, 8000 - 150)
	t:ExpectLP(1, 8000)
	t:ExpectCard(chaser, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(platform, LOCATION_GRAVE, 0)
	t:ExpectCard(skull, LOCATION_MZONE, 1)
	t:ExpectAttack(chaser, 1850)
	assert(platform:IsReason(REASON_REPLACE), "the Platform was not destroyed as a replacement")
end)

Test("by battle: the Platform is destroyed in its place at damage calculation, before the battle's end", function(t)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local seen
	-- what the board is right after damage calculation (EVENT_BATTLED), before the Damage Step ends
	local e = Effect.CreateEffect(skull)
	e:SetType(EFFECT_TYPE_FIELD + EFFECT_TYPE_CONTINUOUS)
	e:SetCode(EVENT_BATTLED)
	e:SetRange(LOCATION_MZONE)
	e:SetOperation(function() seen = platform:GetLocation() end)
	skull:RegisterEffect(e)
	equip(t, platform, chaser)
	t:Attack(0, chaser, skull) -- 2350 against 2500
	t:Run()
	assert(seen == LOCATION_GRAVE, "the Platform was still at " .. tostring(seen) .. " after damage calculation")
	t:ExpectCard(chaser, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("by a card effect: Dark Hole destroys the Platform instead of the equipped monster", function(t)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	equip(t, platform, chaser)
	t:Activate(0, "Dark Hole")
	t:Run()
	t:ExpectCard(chaser, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(chaser, 1850)
	t:ExpectCard(platform, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
end)

Test("the Platform is destroyed when its monster leaves the field (Tributed for a summon)", function(t)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard("Summoned Skull", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	equip(t, platform, chaser)
	t:Summon(0, skull)
	t:Select(0, {chaser})
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(chaser, LOCATION_GRAVE, 0)
	t:ExpectCard(platform, LOCATION_GRAVE, 0)
end)

Test("equipped by another card's effect (Relinquished), the Platform gives no boost and no Machine limit", function(t)
	local relinquished = Debug.AddCard("Relinquished", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, relinquished)
	t:Select(0, {platform})
	t:Run()
	t:ExpectCard(platform, LOCATION_SZONE, 0, POS_FACEUP)
	-- Relinquished takes the printed 500/500; a Union boost would make it 1000/1000
	t:ExpectAttack(relinquished, 500)
	t:ExpectDefense(relinquished, 500)
	assert(platform:GetEquipTarget() == relinquished, "the Platform left Relinquished (a Spellcaster)")
	t:ExpectNotOffered(0, platform) -- not equipped by its own effect: no unequip
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(platform, LOCATION_SZONE, 0, POS_FACEUP)
end)

-- card text: "unequip it and Special Summon it face-up": Attack or Defense, its player's choice
Test("the Platform unequipped may be Special Summoned in face-up Defense Position", function(t)
	deck(0, 1)
	deck(1, 1)
	local chaser = Debug.AddCard("Mechanicalchaser", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local platform = Debug.AddCard("Heavy Mech Support Platform", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	equip(t, platform, chaser)
	t:Phase(0, PHASE_MAIN1)        -- turn 5
	t:Activate(0, platform)
	t:Position(0, POS_FACEUP_DEFENSE)
	t:Run()
	t:ExpectCard(platform, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
end)
