-- Linkuriboh (41999284): Link-1 (arrow Bottom), 1 Level 1 monster as Link Material; revivable only once
-- Link Summoned. When an opponent's monster with more than 0 ATK declares an attack: you can Tribute this
-- card; that monster's ATK becomes 0 until the end of the turn. Quick effect in the GY, once per turn by
-- name: Tribute 1 Level 1 monster you control; Special Summon this card.
-- Link Spider, Link-1 (no Level)
-- Mokey Mokey: Normal, Level 1, ATK 300
-- Vorse Raider: Level 4, ATK 1900

Test("Linkuriboh is Link Summoned with a Level 1 monster into an Extra Monster Zone", function(t)
	local mokey = Debug.AddCard("Mokey Mokey", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	local kuri = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:SpecialSummon(0, kuri)
	t:Select(0, {mokey})
	t:Run()
	t:ExpectCard(kuri, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(mokey, LOCATION_GRAVE, 0)
	if kuri:GetSequence() < 5 then error("Linkuriboh should be in an Extra Monster Zone") end
end)

Test("Linkuriboh cannot be Link Summoned with a Level 4 monster, nor with a Link-1 monster (no Level)", function(t)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Link Spider", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local kuri = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectIllegal(0, "SpecialSummon", kuri)
	t:Run()
end)

Test("Linkuriboh not Link Summoned cannot be revived, not even by its own effect", function(t)
	local kuri = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Mokey Mokey", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard("Monster Reborn", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, reborn)
	t:ExpectNotOffered(0, kuri)
	t:Run()
end)

Test("an opponent's attack: Linkuriboh is Tributed and the attacker's ATK becomes 0 until the end of the turn", function(t)
	t:Start{player = 1}
	local kuri = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local mokey = Debug.AddCard("Mokey Mokey", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse2 = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) -- player 0's draw in turn 4
	t:Attack(1, vorse, mokey)
	t:Yes(0) -- Linkuriboh's optional trigger
	t:Attack(1, vorse, mokey) -- a monster left player 0's side: the attack is replayed, on the same target
	t:Run()
	t:ExpectCard(kuri, LOCATION_GRAVE, 0)
	-- 0 ATK against Mokey Mokey's 300: Vorse Raider is destroyed, player 1 takes 300
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(mokey, LOCATION_MZONE, 0)
	t:ExpectLP(1, 8000 - 300)
	t:ExpectAttack(vorse2, 1900) -- only the attacker
	t:Phase(0, PHASE_MAIN1)
	t:Run()
	t:ExpectAttack(vorse2, 1900)
end)

Test("the attacker's ATK comes back at the end of the turn", function(t)
	t:Start{player = 1}
	local kuri = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(1, vorse, kuri)
	t:Yes(0)
	t:Attack(1, vorse) -- the target is gone: the replay attacks directly
	t:Run()
	t:ExpectAttack(vorse, 0)
	t:ExpectLP(0, 8000) -- the direct attack goes on with 0 ATK
	t:Phase(0, PHASE_MAIN1)
	t:Run()
	t:ExpectAttack(vorse, 1900)
end)

Test("Linkuriboh's trigger is not offered for its controller's own attacks", function(t)
	local kuri = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local vorse = Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse)
	t:Run()
	t:ExpectCard(kuri, LOCATION_MZONE, 0)
	t:ExpectLP(1, 8000 - 1900)
end)

Test("Linkuriboh's trigger is not offered when the attacker already has 0 ATK", function(t)
	t:Start{player = 1}
	local kuri = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_MZONE, 5, POS_FACEUP_ATTACK, true)
	local king = Debug.AddCard("King of the Skull Servants", 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK) -- 0 with no Skull Servant in the GY
	t:Attack(1, king, kuri)
	t:Run()
	t:ExpectCard(kuri, LOCATION_MZONE, 0)
end)

Test("in the GY, Linkuriboh Tributes a Level 1 monster to Special Summon itself, in the opponent's turn too; once per turn by name", function(t)
	t:Start{player = 1}
	local kuri = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	local kuri2 = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	local mokey = Debug.AddCard("Mokey Mokey", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard("Mokey Mokey", 0, 0, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE) -- a face-down Level 1 may be Tributed too
	local mst = Debug.AddCard("Mystical Space Typhoon", 1, 1, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard("Mystical Space Typhoon", 0, 0, LOCATION_SZONE, 2, POS_FACEDOWN)
	t:Activate(1, mst)
	t:Select(1, {"Mystical Space Typhoon"})
	t:Activate(0, kuri) -- in response, from the GY
	t:Select(0, {mokey})
	t:Check(1, function(t) t:ExpectChainLength(2) end)
	t:Run()
	t:ExpectCard(kuri, LOCATION_MZONE, 0, POS_FACEUP)
	t:ExpectCard(mokey, LOCATION_GRAVE, 0)
	if kuri:GetSequence() > 4 then error("from the GY it goes to a Main Monster Zone") end
	t:ExpectCannotActivate(0, kuri2)
end)

Test("Linkuriboh in the GY needs a Level 1 monster to Tribute", function(t)
	local kuri = Debug.AddCard("Linkuriboh", 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK, true)
	Debug.AddCard("Vorse Raider", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectNotOffered(0, kuri)
	t:Run()
end)
