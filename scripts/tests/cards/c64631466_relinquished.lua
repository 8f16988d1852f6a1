-- Relinquished (64631466): Ritual Monster (Black Illusion Ritual, not in the card set: tests start
-- it on the field as properly summoned); it can be revived only once Ritual Summoned. Once per
-- turn, while it holds no monster taken by this effect: target 1 monster your opponent controls and
-- equip it to this card (a free Spell & Trap Zone needed). While it holds that monster: its ATK/DEF
-- become the monster's printed ATK/DEF (0 if that card is face-down or not a monster); if it would
-- be destroyed by battle, that monster is destroyed instead; battle damage you take from its
-- battles is also dealt to your opponent as effect damage (not a chain link). (Negation by Skill
-- Drain is tested with R100.)
-- Summoned Skull: 2500/1200
-- Blue-Eyes White Dragon, 3000/2500
-- Vorse Raider: 1900/1200
-- Celtic Guardian: 1400/1200
-- King of the Skull Servants, printed ATK "?", DEF 0
-- Embodiment of Apophis, a Trap Card that becomes a 1600/1800 monster

local function deck(p, n)
	for i = 1, n do
		Debug.AddCard("Vorse Raider", p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

-- player 0's Relinquished, properly summoned, face-up Attack in zone 0
local function relinquished()
	return Debug.AddCard("Relinquished", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK, true)
end

local function absorb(t, rel, target)
	t:Activate(0, rel)
	t:Select(0, {target})
	t:Run()
end

Test("Relinquished equips an opponent's monster to itself and takes its printed ATK and DEF", function(t)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(rel, 0)
	absorb(t, rel, skull)
	t:ExpectCard(skull, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectCount(1, LOCATION_ONFIELD, 0)
	t:ExpectAttack(rel, 2500)
	t:ExpectDefense(rel, 1200)
	assert(skull:GetEquipTarget() == rel, "Summoned Skull is not equipped to Relinquished")
end)

Test("Relinquished copies the printed values, not the current ones, and a '?' counts as 0", function(t)
	local rel = relinquished()
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.PreEquip(axe, rel)
	local king = Debug.AddCard("King of the Skull Servants", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Skull Servant", 1, 1, LOCATION_GRAVE, 0, POS_FACEUP) -- King has 1000 ATK on the field
	t:ExpectAttack(king, 1000)
	absorb(t, rel, king)
	t:ExpectCard(king, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectAttack(rel, 0 + 1000) -- the '?' is 0 (not -2), then the Axe's 1000
	t:ExpectDefense(rel, 0)
end)

Test("a face-down monster is equipped face-up, and Relinquished takes its printed ATK and DEF", function(t)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	absorb(t, rel, skull)
	t:ExpectCard(skull, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectAttack(rel, 2500)
	t:ExpectDefense(rel, 1200)
end)

Test("a Trap Monster taken by Relinquished is a Trap Card, not a monster: 0 ATK and DEF", function(t)
	deck(0, 1)
	t:Start{player = 1, turn = 2}
	local rel = relinquished()
	local apophis = Debug.AddCard("Embodiment of Apophis", 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(1, apophis)
	t:Phase(0, PHASE_MAIN1) -- turn 3
	t:Activate(0, rel)
	t:Select(0, {apophis})
	t:Run()
	t:ExpectTurn(3)
	t:ExpectCard(apophis, LOCATION_SZONE, 0, POS_FACEUP)
	assert(apophis:GetEquipTarget() == rel, "Embodiment of Apophis is not equipped to Relinquished")
	t:ExpectAttack(rel, 0)
	t:ExpectDefense(rel, 0)
end)

Test("Spell Canceller negates the taken monster as an Equip Spell, but Relinquished's own effects keep it and its stats (R099)", function(t)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Spell Canceller", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	absorb(t, rel, skull)
	t:ExpectCard(skull, LOCATION_SZONE, 0, POS_FACEUP)
	assert(skull:IsDisabled(), "Spell Canceller does not negate the taken monster, an Equip Spell")
	assert(skull:GetEquipTarget() == rel, "Summoned Skull is no longer equipped to Relinquished")
	t:ExpectAttack(rel, 2500)
	t:ExpectDefense(rel, 1200)
end)

Test("Relinquished can only target a monster your opponent controls", function(t)
	local rel = relinquished()
	Debug.AddCard("Summoned Skull", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, rel)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectAttack(rel, 0)
	t:ExpectCount(0, LOCATION_SZONE, 0)
end)

Test("Relinquished needs a free Spell & Trap Zone", function(t)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	for zone = 0, 4 do
		Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_SZONE, zone, POS_FACEDOWN)
	end
	t:ExpectNotOffered(0, rel)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(skull, LOCATION_MZONE, 1)
	t:ExpectAttack(rel, 0)
end)

Test("once per turn: after the taken monster is gone, Relinquished takes another only next turn", function(t)
	deck(0, 1)
	deck(1, 1)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local mst = Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	absorb(t, rel, skull)
	t:Activate(0, mst) -- the taken monster is an Equip Spell: Mystical Space Typhoon may destroy it
	t:Select(0, {skull})
	t:Run()
	t:ExpectCard(skull, LOCATION_GRAVE, 1)
	t:ExpectAttack(rel, 0)
	t:ExpectNotOffered(0, rel)
	t:Phase(0, PHASE_MAIN1) -- turn 5
	t:Activate(0, rel)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectTurn(5)
	t:ExpectCard(vorse, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectAttack(rel, 1900)
	t:ExpectDefense(rel, 1200)
end)

Test("only while it holds no monster taken by this effect; other Equip Cards do not count", function(t)
	deck(0, 1)
	deck(1, 1)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	absorb(t, rel, skull)
	t:Phase(0, PHASE_MAIN1) -- turn 5: a new turn, but Summoned Skull is still held
	t:ExpectNotOffered(0, rel)
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
	t:ExpectAttack(rel, 2500)
end)

Test("with only Axe of Despair equipped Relinquished may take a monster, and the Axe adds to the copied ATK", function(t)
	local rel = relinquished()
	local axe = Debug.AddCard("Axe of Despair", 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.PreEquip(axe, rel)
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(rel, 1000)
	absorb(t, rel, skull)
	t:ExpectCard(skull, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectAttack(rel, 3500)
	t:ExpectDefense(rel, 1200)
end)

Test("destroyed by battle: the taken monster is destroyed instead, and the battle damage is mirrored", function(t)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	absorb(t, rel, skull)
	t:Attack(0, rel, bewd) -- 2500 against 3000
	t:Run()
	t:ExpectCard(rel, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(skull, LOCATION_GRAVE, 1) -- its owner's GY
	t:ExpectCard(bewd, LOCATION_MZONE, 1)
	t:ExpectAttack(rel, 0)
	t:ExpectLP(0, 8000 - 500) -- battle damage
	t:ExpectLP(1, 8000 - 500) -- the same amount as effect damage
end)

Test("attacked by a stronger monster: the same replacement and mirrored damage in the opponent's turn", function(t)
	deck(1, 1)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	absorb(t, rel, skull)
	t:Phase(1, PHASE_MAIN1) -- turn 4
	t:Attack(1, bewd, rel)
	t:Run()
	t:ExpectCard(rel, LOCATION_MZONE, 0)
	t:ExpectCard(skull, LOCATION_GRAVE, 1)
	t:ExpectLP(0, 7500)
	t:ExpectLP(1, 7500)
end)

Test("the mirrored damage is not a chain link: nobody can respond to it", function(t)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	absorb(t, rel, skull)
	t:Attack(0, rel, bewd)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:Check(0, function(t) -- the window during damage calculation, before the damage
		t:ExpectLP(0, 8000)
		t:ExpectLP(1, 8000)
	end)
	t:Pass(0)
	t:Pass(1)
	t:Check(0, function(t) -- the next window, after damage calculation: already dealt, no chain
		t:ExpectPhase(PHASE_DAMAGE)
		t:ExpectLP(0, 7500)
		t:ExpectLP(1, 7500)
		t:ExpectChainLength(0)
	end)
	t:Run()
	t:ExpectLP(1, 7500)
end)

Test("battle damage dealt to the opponent, or taken in a battle without Relinquished, is not mirrored", function(t)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard("Celtic Guardian", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local bewd = Debug.AddCard("Blue-Eyes White Dragon", 1, 1, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	absorb(t, rel, skull)
	t:Attack(0, rel, celtic) -- 2500 against 1400: the opponent takes 1100
	t:Attack(0, vorse, bewd) -- 1900 against 3000: player 0 takes 1100, not in a battle of Relinquished
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectLP(1, 8000 - 1100)
	t:ExpectLP(0, 8000 - 1100)
end)

Test("holding no monster, Relinquished is destroyed by battle and mirrors nothing", function(t)
	local rel = relinquished()
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, rel, vorse)
	t:Run()
	t:ExpectCard(rel, LOCATION_GRAVE, 0)
	t:ExpectLP(0, 8000 - 1900)
	t:ExpectLP(1, 8000)
end)

Test("destruction by a card effect is not replaced: Dark Hole destroys Relinquished, and the taken monster goes too", function(t)
	local rel = relinquished()
	local skull = Debug.AddCard("Summoned Skull", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Dark Hole", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	absorb(t, rel, skull)
	t:Activate(0, "Dark Hole")
	t:Run()
	t:ExpectCard(rel, LOCATION_GRAVE, 0)
	t:ExpectCard(skull, LOCATION_GRAVE, 1)
	t:ExpectCount(0, LOCATION_ONFIELD, 0)
end)

Test("never Ritual Summoned, Relinquished cannot be revived by Monster Reborn", function(t)
	local never = Debug.AddCard("Relinquished", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn) -- the only monster in a GY is not a legal target
	t:Phase(0, PHASE_END)
	t:Run()
	t:ExpectCard(never, LOCATION_GRAVE, 0)
	t:ExpectCard(reborn, LOCATION_HAND, 0)
end)

Test("a properly summoned Relinquished sent to the GY may be revived by Monster Reborn", function(t)
	local rel = Debug.AddCard("Relinquished", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP, true)
	Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, "Monster Reborn")
	t:Select(0, {rel})
	t:Run()
	t:ExpectCard(rel, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectAttack(rel, 0)
end)

Test("Relinquished, a Ritual Monster, cannot be Normal Summoned or Set", function(t)
	local rel = Debug.AddCard("Relinquished", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "Summon", rel)
	t:ExpectIllegal(0, "Set", rel)
	t:Run()
	t:ExpectCard(rel, LOCATION_HAND, 0)
end)
