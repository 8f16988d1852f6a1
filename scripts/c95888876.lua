-- Chthonian Emperor Dragon ("Hellkaiser Dragon" in RULINGS.md; Gemini monster): while face-up on the
-- field or in the GY it is a Normal Monster. While it is face-up on the field, its controller can
-- Normal Summon it again (a Gemini summon, using the turn's Normal Summon, no Tribute needed); it then
-- becomes an Effect Monster and can attack twice during each Battle Phase (R022).
local s,id=GetID()
function s.initial_effect(c)
	aux.EnableDualAttribute(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetCode(EFFECT_EXTRA_ATTACK)
	e1:SetCondition(aux.IsDualState)
	e1:SetValue(1)
	c:RegisterEffect(e1)
end
