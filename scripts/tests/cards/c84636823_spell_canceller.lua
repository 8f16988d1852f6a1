-- Spell Canceller (84636823): while face-up on the field, Spell Cards cannot be activated (either
-- player), the effects of Spells on the field cannot be activated, and the effects of all Spells on
-- the field are negated. (Monsters equipped as Equip Spells, R099, are tested with that ruling.)
local CANCELLER = 84636823
local POT = 55144522
local MST = 5318639
local DARK_HOLE = 53129443
local AXE = 40619825
local MESSENGER = 44656491
local CANNON = 38992735
local COTH = 97077563
local CED = 94192409 -- Compulsory Evacuation Device
local JAR = 83968380
local VORSE = 14898066

local function deck(p, n)
	for i = 1, n do
		Debug.AddCard(VORSE, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

Test("Spell Canceller: no Spell Card can be activated from the hand or from the field, by either player; Traps still can", function(t)
	deck(0, 2)
	deck(1, 1)
	Debug.AddCard(CANCELLER, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local pot = Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local setHole = Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	local mst = Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local jar = Debug.AddCard(JAR, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:ExpectNotOffered(0, pot)
	t:ExpectNotOffered(0, setHole)
	t:Phase(0, PHASE_END)
	t:ExpectNotOffered(1, mst)
	t:ExpectOffered(1, jar)
	t:Run()
	t:ExpectCard(pot, LOCATION_HAND, 0)
	t:ExpectCard(setHole, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectCard(mst, LOCATION_SZONE, 1, POS_FACEDOWN)
end)

Test("the Spells can be activated again once Spell Canceller has left the field", function(t)
	deck(0, 2)
	local canceller = Debug.AddCard(CANCELLER, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local pot = Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CED, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:ExpectNotOffered(0, pot)
	t:Activate(0, CED)
	t:Select(0, {canceller})
	t:Run()
	t:ExpectCard(canceller, LOCATION_HAND, 1)
	t:ExpectOffered(0, pot)
	t:Activate(0, pot)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectCard(pot, LOCATION_GRAVE, 0)
end)

Test("a face-up Equip Spell loses its effect while Spell Canceller is face-up, and gets it back when it leaves", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local axe = Debug.AddCard(AXE, 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.PreEquip(axe, vorse)
	local tribute = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local canceller = Debug.AddCard(CANCELLER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CED, 1, 1, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Check(0, function(t) t:ExpectAttack(vorse, 2900) end)
	t:Summon(0, canceller)
	t:Select(0, {tribute})
	t:Run()
	t:ExpectCard(canceller, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectAttack(vorse, 1900)
	t:ExpectCard(axe, LOCATION_SZONE, 1, POS_FACEUP) -- negated, not destroyed: still equipped
	t:Phase(0, PHASE_END)
	t:Activate(1, CED)
	t:Select(1, {canceller})
	t:Run()
	t:ExpectCard(canceller, LOCATION_HAND, 0)
	t:ExpectAttack(vorse, 2900)
end)

Test("a face-up Continuous Spell is negated: Messenger of Peace no longer stops attacks, and asks no upkeep", function(t)
	deck(0, 1)
	deck(1, 1)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(CANCELLER, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_DEFENSE)
	local messenger = Debug.AddCard(MESSENGER, 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	t:Attack(0, vorse)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	t:Phase(1, PHASE_MAIN1) -- turn 4: no Standby Phase payment, and it is not destroyed
	t:Run()
	t:ExpectTurn(4)
	t:ExpectLP(1, 8000 - 1900)
	t:ExpectCard(messenger, LOCATION_SZONE, 1, POS_FACEUP)
end)

Test("without Spell Canceller, Messenger of Peace stops the same attack", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(MESSENGER, 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectIllegal(0, "Attack", vorse)
	t:Run()
	t:ExpectLP(1, 8000)
end)

Test("the effect of a Spell on the field cannot be activated: Wave-Motion Cannon", function(t)
	deck(0, 2)
	deck(1, 1)
	local cannon = Debug.AddCard(CANNON, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	local tribute = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local canceller = Debug.AddCard(CANCELLER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Phase(0, PHASE_MAIN1) -- turn 5: one Standby Phase counted
	t:ExpectOffered(0, cannon)
	t:Summon(0, canceller)
	t:Select(0, {tribute})
	t:Run()
	t:ExpectCard(canceller, LOCATION_MZONE, 0)
	t:ExpectNotOffered(0, cannon) -- at the Main Phase prompt after the summon
	t:Run()
	t:ExpectCard(cannon, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectLP(1, 8000)
end)

Test("a Spell activated before Spell Canceller arrived resolves doing nothing", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local canceller = Debug.AddCard(CANCELLER, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	local hole = Debug.AddCard(DARK_HOLE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, hole)
	t:Activate(1, COTH)
	t:Select(1, {canceller})
	t:Run()
	t:ExpectCard(canceller, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:ExpectCard(hole, LOCATION_GRAVE, 0)
end)
