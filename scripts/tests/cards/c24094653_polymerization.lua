-- Polymerization (24094653): Fusion Summon 1 Fusion Monster from the Extra Deck with materials from
-- the hand or the field, which go to the GY.
local POLY = 24094653
local WINGMAN = 35809262
local AVIAN = 21844576
local BURST = 58932615
local VORSE = 14898066

Test("Polymerization fuses Avian and Burstinatrix from the hand into Flame Wingman", function(t)
	local avian = Debug.AddCard(AVIAN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local burst = Debug.AddCard(BURST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local wingman = Debug.AddCard(WINGMAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local poly = Debug.AddCard(POLY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, poly)
	t:Select(0, {wingman})
	t:Select(0, {avian})
	t:Select(0, {burst})
	t:Run()
	t:ExpectCard(wingman, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:ExpectCard(avian, LOCATION_GRAVE, 0)
	t:ExpectCard(burst, LOCATION_GRAVE, 0)
	t:ExpectCard(poly, LOCATION_GRAVE, 0)
	if not wingman:IsSummonType(SUMMON_TYPE_FUSION) then error("Flame Wingman should be Fusion Summoned") end
	local mat = wingman:GetMaterial()
	if #mat ~= 2 or not mat:IsContains(avian) or not mat:IsContains(burst) then error("its materials should be Avian and Burstinatrix") end
	if avian:GetReason() & (REASON_MATERIAL + REASON_FUSION) ~= REASON_MATERIAL + REASON_FUSION then
		error("the materials go to the GY as Fusion Materials, reason " .. avian:GetReason())
	end
end)

Test("Polymerization may use a material on the field and one in the hand", function(t)
	local avian = Debug.AddCard(AVIAN, 0, 0, LOCATION_MZONE, 2, POS_FACEUP_ATTACK)
	local burst = Debug.AddCard(BURST, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local wingman = Debug.AddCard(WINGMAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local poly = Debug.AddCard(POLY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, poly)
	t:Select(0, {wingman})
	t:Select(0, {avian})
	t:Select(0, {burst})
	t:Run()
	t:ExpectCard(wingman, LOCATION_MZONE, 0)
	t:ExpectCard(avian, LOCATION_GRAVE, 0)
	t:ExpectCard(burst, LOCATION_GRAVE, 0)
end)

Test("Polymerization cannot be activated without the listed materials", function(t)
	Debug.AddCard(AVIAN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(WINGMAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local poly = Debug.AddCard(POLY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, poly)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("Polymerization cannot be activated with only one Avian twice named: two different materials are needed", function(t)
	Debug.AddCard(AVIAN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(AVIAN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(WINGMAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local poly = Debug.AddCard(POLY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, poly)
	t:Phase(0, PHASE_END)
	t:Run()
end)

Test("a Fusion Substitute may stand for one material: Vorse Raider as Burstinatrix", function(t)
	local avian = Debug.AddCard(AVIAN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local sub = Effect.CreateEffect(vorse) -- what a Fusion Substitute monster's text gives it
	sub:SetType(EFFECT_TYPE_SINGLE)
	sub:SetCode(EFFECT_FUSION_SUBSTITUTE)
	vorse:RegisterEffect(sub)
	local wingman = Debug.AddCard(WINGMAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local poly = Debug.AddCard(POLY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, poly)
	t:Select(0, {wingman})
	t:Select(0, {avian})
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(wingman, LOCATION_MZONE, 0)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)

Test("two Fusion Substitutes cannot stand for both materials", function(t)
	for i = 1, 2 do
		local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
		local sub = Effect.CreateEffect(vorse)
		sub:SetType(EFFECT_TYPE_SINGLE)
		sub:SetCode(EFFECT_FUSION_SUBSTITUTE)
		vorse:RegisterEffect(sub)
	end
	Debug.AddCard(WINGMAN, 0, 0, LOCATION_EXTRA, 0, POS_FACEDOWN_DEFENSE)
	local poly = Debug.AddCard(POLY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:ExpectNotOffered(0, poly)
	t:Phase(0, PHASE_END)
	t:Run()
end)
