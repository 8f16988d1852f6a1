-- Night Assailant (16226786): FLIP: target 1 monster your opponent controls; destroy it. When it is
-- sent from your hand to the GY: target 1 Flip monster in your GY other than "Night Assailant";
-- return it to your hand. Both mandatory.
local ASSAILANT = 16226786
local MAN_EATER = 54652250
local DOOMED = 79759861 -- Tribute to the Doomed: discard 1 card as a cost
local VORSE = 14898066
local CELTIC = 91152256

Test("Night Assailant's FLIP destroys an opponent's monster when Flip Summoned", function(t)
	local assailant = Debug.AddCard(ASSAILANT, 0, 0, LOCATION_MZONE, 0, POS_FACEDOWN_DEFENSE)
	local mine = Debug.AddCard(CELTIC, 0, 0, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:FlipSummon(0, assailant)
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(mine, LOCATION_MZONE, 0)
	t:ExpectCard(assailant, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
end)

Test("Night Assailant discarded from the hand returns a Flip monster from the GY", function(t)
	Debug.AddCard(DOOMED, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local assailant = Debug.AddCard(ASSAILANT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local bug = Debug.AddCard(MAN_EATER, 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, DOOMED)
	t:Select(0, {assailant}) -- the cost
	t:Select(0, {vorse})
	-- after the chain: the mandatory trigger of the discarded Night Assailant
	t:Select(0, {bug})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(assailant, LOCATION_GRAVE, 0)
	t:ExpectCard(bug, LOCATION_HAND, 0)
end)

Test("Night Assailant cannot return another Night Assailant, nor trigger when sent from the field", function(t)
	Debug.AddCard(DOOMED, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local discarded = Debug.AddCard(ASSAILANT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local older = Debug.AddCard(ASSAILANT, 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	local onfield = Debug.AddCard(ASSAILANT, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bug = Debug.AddCard(MAN_EATER, 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, DOOMED)
	t:Select(0, {discarded})
	t:Select(0, {onfield}) -- destroyed from the field: its hand trigger does not apply
	-- only the discarded one triggers (a second trigger would ask for a second, unqueued target)
	t:Select(0, {bug})
	t:Run()
	t:ExpectCard(bug, LOCATION_HAND, 0)
	t:ExpectCard(older, LOCATION_GRAVE, 0)
	t:ExpectCard(onfield, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_HAND, 1)
end)

Test("Night Assailant's hand trigger is not activated without a Flip monster to return", function(t)
	Debug.AddCard(DOOMED, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local discarded = Debug.AddCard(ASSAILANT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local older = Debug.AddCard(ASSAILANT, 0, 0, LOCATION_GRAVE, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Activate(0, DOOMED)
	t:Select(0, {discarded})
	t:Select(0, {vorse})
	t:Run()
	t:ExpectCard(older, LOCATION_GRAVE, 0)
	t:ExpectCard(discarded, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_HAND, 0)
end)
