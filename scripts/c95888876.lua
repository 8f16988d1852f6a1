-- Chthonian Emperor Dragon ("Hellkaiser Dragon" in RULINGS.md; Gemini monster): while face-up on the
-- field or in the GY it is a Normal Monster. While it is face-up on the field, its controller can
-- Normal Summon it again (a Gemini summon, using the turn's Normal Summon, no Tribute needed); it then
-- becomes an Effect Monster and can attack twice during each Battle Phase.
-- Engine limits: the engine has no Gemini summon (no EFFECT_DUAL_SUMMONABLE, never SUMMON_TYPE_DUAL)
-- and does not apply EFFECT_EXTRA_ATTACK or type changes, so this card is only the Level 6 monster it
-- is before being Gemini summoned; its second attack is registered but never in force.
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_SINGLE)
	e1:SetCode(EFFECT_EXTRA_ATTACK)
	e1:SetCondition(s.geminied)
	e1:SetValue(1)
	c:RegisterEffect(e1)
end
-- Gemini summoned: never true in this engine (see the header)
function s.geminied(e)
	return e:GetHandler():IsSummonType(SUMMON_TYPE_DUAL)
end
