local s,id=GetID()
function s.initial_effect(c)
	-- a function no binding defines
	local e1=Effect.CreateImaginaryEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
end
