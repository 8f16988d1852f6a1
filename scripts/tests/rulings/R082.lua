-- R082: if a monster changed its own ATK/DEF with its own activated effect and its effects are later
-- negated, that change disappears.
local SPIRIT_RYU = 67957315 -- 1000/1000: discard a Dragon, +1000 ATK/DEF until the end of the Battle Phase
local BEWD = 89631139 -- a Dragon to discard
local SKILL_DRAIN = 82732705
local VORSE = 14898066 -- 1900 ATK

Test("R082 Skill Drain in the Battle Step takes back Spirit Ryu's own boost: 1000/1000 again", function(t)
	local ryu = Debug.AddCard(SPIRIT_RYU, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bewd = Debug.AddCard(BEWD, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local drain = Debug.AddCard(SKILL_DRAIN, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, ryu, vorse)
	t:Activate(0, ryu)
	t:Select(0, {bewd}) -- the discard
	t:Pass(1)
	t:Check(1, function(t) -- the boost has resolved; still in the Battle Step
		t:ExpectPhase(PHASE_BATTLE_STEP)
		t:ExpectChainLength(0)
		t:ExpectAttack(ryu, 2000)
		t:ExpectDefense(ryu, 2000)
	end)
	t:Activate(1, drain)
	t:Pass(0) -- no response: Skill Drain resolves
	t:Check(0, function(t)
		t:ExpectPhase(PHASE_BATTLE_STEP)
		t:ExpectChainLength(0)
		t:ExpectLP(1, 7000)
		t:ExpectAttack(ryu, 1000)
		t:ExpectDefense(ryu, 1000)
	end)
	t:Run()
	-- the battle: 1000 against Vorse Raider's 1900
	t:ExpectCard(bewd, LOCATION_GRAVE, 0)
	t:ExpectCard(ryu, LOCATION_GRAVE, 0)
	t:ExpectCard(vorse, LOCATION_MZONE, 1)
	t:ExpectLP(0, 8000 - 900)
end)

Test("R082 contrast: without Skill Drain the boost lasts through the battle", function(t)
	local ryu = Debug.AddCard(SPIRIT_RYU, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local bewd = Debug.AddCard(BEWD, 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)
	local vorse = Debug.AddCard(VORSE, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, ryu, vorse)
	t:Activate(0, ryu)
	t:Select(0, {bewd})
	t:Run()
	t:ExpectCard(vorse, LOCATION_GRAVE, 1)
	t:ExpectCard(ryu, LOCATION_MZONE, 0)
	t:ExpectLP(1, 8000 - 100)
	t:ExpectAttack(ryu, 2000)
end)
