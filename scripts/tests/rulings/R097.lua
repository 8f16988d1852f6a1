-- R097: a monster you control through a control-changing effect counts as your card (it can pay
-- tribute costs), and when it leaves the field it goes to its owner's GY.
local SNATCH_STEAL = 45986603
local ENEMY_CONTROLLER = 98045062
local VORSE = 14898066
local SKULL = 70781052

Test("R097 a stolen Vorse Raider tributed for Enemy Controller goes to its owner's GY", function(t)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local skull = Debug.AddCard(SKULL, 1, 1, LOCATION_MZONE, 1, POS_FACEUP_ATTACK)
	local snatch = Debug.AddCard(SNATCH_STEAL, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(ENEMY_CONTROLLER, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, SNATCH_STEAL)
	t:Select(0, {vorse})
	t:Pass(0)
	t:Run()
	t:ExpectCard(vorse, LOCATION_MZONE, 0)
	t:Activate(0, ENEMY_CONTROLLER)
	t:Option(0, 2)
	t:Select(0, {vorse})
	t:Select(0, {skull})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(snatch, LOCATION_GRAVE, 0)
	t:ExpectCard(skull, LOCATION_MZONE, 0)
end)
