-- A hostile Pot of Greed for SoakCommandTest: its activation loops forever (stopped by the callback's
-- instruction budget) and asks for an empty string 10^15 times (returned at once).
local s,id=GetID()
function s.initial_effect(c)
	local e1=Effect.CreateEffect(c)
	e1:SetType(EFFECT_TYPE_ACTIVATE)
	e1:SetCode(EVENT_FREE_CHAIN)
	e1:SetOperation(s.activate)
	c:RegisterEffect(e1)
end
function s.activate(e,tp)
	local x = string.rep("", 1e15)
	while true do end
end
