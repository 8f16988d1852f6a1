-- An attack is declared at its declaration but made only once the Damage Step starts.
local VORSE = 14898066
local CYLINDER = 62279055 -- Magic Cylinder

Test("an attack negated in the Battle Step was declared but not made", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local cylinder = Debug.AddCard(CYLINDER, 1, 1, LOCATION_SZONE, 0, POS_FACEDOWN)
	t:Attack(0, vorse)
	t:Activate(1, cylinder)
	t:Run()
	t:ExpectLP(0, 8000 - 1900)
	t:Check(0, function()
		assert(vorse:GetAttackAnnouncedCount() == 1, "declared once")
		assert(vorse:GetAttackedCount() == 0, "never reached the Damage Step")
	end)
	t:ExpectIllegal(0, "Attack", vorse)
	t:Run()
end)

Test("an attack that reaches the Damage Step is made", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	t:Attack(0, vorse)
	t:Run()
	t:ExpectLP(1, 8000 - 1900)
	t:Check(0, function()
		assert(vorse:GetAttackAnnouncedCount() == 1 and vorse:GetAttackedCount() == 1, "declared and made")
	end)
	t:Run()
end)
