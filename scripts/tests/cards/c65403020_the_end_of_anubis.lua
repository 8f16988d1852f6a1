-- The End of Anubis (65403020): while it is face-up on the field, any effect that activates in a GY
-- and any effect that targets a card in a GY is negated (applied when the effect resolves).
local ANUBIS = 65403020
local SANGAN = 26202165
local PETEN = 52624755
local REBORN = 83764718
local COTH = 97077563
local CED = 94192409 -- Compulsory Evacuation Device
local POT = 55144522
local BOOK_OF_MOON = 14087893
local CELTIC = 91152256
local VORSE = 14898066

Test("The End of Anubis negates Sangan's effect activated in the GY", function(t)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local anubis = Debug.AddCard(ANUBIS, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local sangan = Debug.AddCard(SANGAN, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, anubis, sangan)
	t:Run()
	t:ExpectCard(sangan, LOCATION_GRAVE, 1)
	t:ExpectLP(1, 8000 - 1500)
	t:ExpectCard(celtic, LOCATION_DECK, 1) -- no search
	t:ExpectCount(1, LOCATION_HAND, 0)
end)

Test("without The End of Anubis Sangan's effect searches as usual", function(t)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local sangan = Debug.AddCard(SANGAN, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse, sangan)
	t:Select(1, {celtic})
	t:Run()
	t:ExpectCard(celtic, LOCATION_HAND, 1)
end)

Test("an effect activated in the GY is negated even if its cost moved the card away (Peten the Dark Clown)", function(t)
	local anubis = Debug.AddCard(ANUBIS, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local peten = Debug.AddCard(PETEN, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local peten2 = Debug.AddCard(PETEN, 1, 1, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	t:Attack(0, anubis, peten)
	t:Yes(1) -- Peten's optional effect: banish it from the GY
	t:Run()
	t:ExpectCard(peten, LOCATION_REMOVED, 1)
	t:ExpectCard(peten2, LOCATION_DECK, 1)
	t:ExpectCount(1, LOCATION_MZONE, 0)
end)

Test("The End of Anubis negates Monster Reborn, which targets a card in the GY", function(t)
	Debug.AddCard(ANUBIS, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local reborn = Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, reborn) -- it can still be activated
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_MZONE, 0)
	t:ExpectCard(reborn, LOCATION_GRAVE, 0)
end)

Test("applied at resolution: if The End of Anubis leaves the field before Monster Reborn resolves, the summon happens", function(t)
	local anubis = Debug.AddCard(ANUBIS, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(CED, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, REBORN)
	t:Select(0, {vorse})
	t:Pass(1)
	t:Activate(0, CED) -- player 0 chains to their own Monster Reborn
	t:Select(0, {anubis})
	t:Run()
	t:ExpectCard(anubis, LOCATION_HAND, 1)
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("applied at resolution: The End of Anubis revived in response negates the Monster Reborn activated before it", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	local anubis = Debug.AddCard(ANUBIS, 1, 1, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(COTH, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Activate(0, REBORN)
	t:Select(0, {vorse})
	t:Activate(1, COTH)
	t:Select(1, {anubis})
	t:Run()
	t:ExpectCard(anubis, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	t:ExpectCard(vorse, LOCATION_GRAVE, 0)
end)

Test("effects that neither activate in nor target a GY are not affected", function(t)
	for i = 1, 2 do Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE) end
	local anubis = Debug.AddCard(ANUBIS, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(BOOK_OF_MOON, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, POT)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 3)
	t:Activate(0, BOOK_OF_MOON)
	t:Select(0, {anubis})
	t:Run()
	t:ExpectCard(anubis, LOCATION_MZONE, 1, POS_FACEDOWN_DEFENSE)
end)

Test("face-down, The End of Anubis negates nothing", function(t)
	Debug.AddCard(ANUBIS, 1, 1, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP)
	Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, REBORN)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)
