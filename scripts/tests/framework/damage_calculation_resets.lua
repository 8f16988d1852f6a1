-- An effect registered with RESET_PHASE+PHASE_DAMAGE_CAL lasts only until damage calculation is over.
local VORSE = 14898066
local CELTIC = 91152256

Test("a boost until the end of damage calculation is gone after it", function(t)
	local vorse = Debug.AddCard(VORSE, 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)
	local celtic = Debug.AddCard(CELTIC, 1, 1, LOCATION_MZONE, 0, POS_FACEUP_DEFENSE)
	t:Attack(0, vorse, celtic)
	t:Phase(0, PHASE_DAMAGE_CAL)
	t:Check(0, function(t)
		local e = Effect.CreateEffect(vorse)
		e:SetType(EFFECT_TYPE_SINGLE)
		e:SetCode(EFFECT_UPDATE_ATTACK)
		e:SetValue(1000)
		e:SetReset(RESET_EVENT + RESETS_STANDARD + RESET_PHASE + PHASE_DAMAGE_CAL)
		vorse:RegisterEffect(e)
		t:ExpectAttack(vorse, 2900)
	end)
	t:Pass(0)
	t:Pass(1)
	t:Check(0, function(t) -- after damage calculation, still in the Damage Step
		t:ExpectPhase(PHASE_DAMAGE)
		t:ExpectAttack(vorse, 1900)
	end)
	t:Run()
	t:ExpectCard(celtic, LOCATION_GRAVE, 1)
end)
