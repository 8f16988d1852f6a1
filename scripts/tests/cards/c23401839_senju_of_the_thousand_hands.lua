-- Senju of the Thousand Hands (23401839): when Normal or Flip Summoned, you can add 1 Ritual Monster
-- from your Deck to your hand.
local SENJU = 23401839
local BLS = 5405694
local VORSE = 14898066
local REBORN = 83764718

Test("Senju Normal Summoned adds Black Luster Soldier from the Deck to the hand", function(t)
	local bls = Debug.AddCard(BLS, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local senju = Debug.AddCard(SENJU, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, senju)
	t:Yes(0)
	t:Select(0, {bls})
	t:Run()
	t:ExpectCard(bls, LOCATION_HAND, 0)
	t:ExpectCount(0, LOCATION_DECK, 1)
end)

Test("Senju Flip Summoned searches too", function(t)
	local bls = Debug.AddCard(BLS, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local senju = Debug.AddCard(SENJU, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	t:FlipSummon(0, senju)
	t:Yes(0)
	t:Select(0, {bls})
	t:Run()
	t:ExpectCard(bls, LOCATION_HAND, 0)
end)

Test("Senju Special Summoned does not search", function(t)
	local bls = Debug.AddCard(BLS, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local senju = Debug.AddCard(SENJU, 0, 0, LOCATION_GRAVE, 0, POS_FACEUP_ATTACK)
	local reborn = Debug.AddCard(REBORN, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, reborn)
	t:Select(0, {senju})
	t:Run()
	t:ExpectCard(senju, LOCATION_MZONE, 0)
	t:ExpectCard(bls, LOCATION_DECK, 0)
end)

Test("with no Ritual Monster in the Deck Senju's effect is not offered", function(t)
	Debug.AddCard(VORSE, 0, 0, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	local senju = Debug.AddCard(SENJU, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Summon(0, senju)
	t:Run()
	t:ExpectCard(senju, LOCATION_MZONE, 0)
	t:ExpectCount(0, LOCATION_DECK, 1)
end)
