-- Solemn Wishes (35346968): Continuous Trap; each time you draw, you gain 500 LP (one gain per draw,
-- however many cards it took; not a chain link).
local WISHES = 35346968
local POT = 55144522
local CHARITY = 79571449
local JAR = 83968380
local DECREE = 51452091
local MST = 5318639
local VORSE = 14898066

local function deck(p, n)
	for i = 1, n do
		Debug.AddCard(VORSE, p, p, LOCATION_DECK, 0, POS_FACEDOWN_DEFENSE)
	end
end

Test("Solemn Wishes gains 500 LP for its controller's normal draw, not for the opponent's", function(t)
	deck(0, 2)
	deck(1, 2)
	Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	t:Phase(1, PHASE_MAIN1) -- turn 4: player 1 draws
	t:Run()
	t:ExpectCount(1, LOCATION_HAND, 1)
	t:ExpectLP(0, 8000)
	t:ExpectLP(1, 8000)
	t:Phase(0, PHASE_MAIN1) -- turn 5: player 0 draws
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 1)
	t:ExpectLP(0, 8500)
end)

Test("Solemn Wishes is activated from the Set position, then a draw by effect gains 500 LP", function(t)
	deck(0, 2)
	local wishes = Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(JAR, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(0, wishes)
	t:Run()
	t:ExpectCard(wishes, LOCATION_SZONE, 0, POS_FACEUP)
	t:ExpectLP(0, 8000) -- activating it gives nothing by itself
	t:Activate(0, JAR)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 1)
	t:ExpectLP(0, 8500)
end)

Test("drawing 3 cards with Graceful Charity is one draw: 500 LP once", function(t)
	deck(0, 3)
	Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard(CHARITY, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, CHARITY)
	t:Select(0, {VORSE, VORSE}) -- the discard of 2
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 1)
	t:ExpectLP(0, 8500)
end)

Test("two separate draws gain 500 LP each", function(t)
	deck(0, 3)
	Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	Debug.AddCard(JAR, 0, 0, LOCATION_SZONE, 1, POS_FACEDOWN)
	t:Activate(0, POT)
	t:Run()
	t:ExpectLP(0, 8500)
	t:Activate(0, JAR)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 3)
	t:ExpectLP(0, 9000)
end)

Test("negated by Royal Decree, Solemn Wishes gives no LP", function(t)
	deck(0, 2)
	Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard(DECREE, 1, 1, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, POT)
	t:Run()
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectLP(0, 8000)
end)

Test("Solemn Wishes destroyed in response to Pot of Greed gives nothing for that draw", function(t)
	deck(0, 2)
	local wishes = Debug.AddCard(WISHES, 0, 0, LOCATION_SZONE, 0, POS_FACEUP)
	Debug.AddCard(MST, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	Debug.AddCard(POT, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	t:Activate(0, POT)
	t:Activate(1, MST)
	t:Select(1, {wishes})
	t:Run()
	t:ExpectCard(wishes, LOCATION_GRAVE, 0)
	t:ExpectCount(0, LOCATION_HAND, 2)
	t:ExpectLP(0, 8000)
end)
