-- Black Luster Soldier (Ritual Monster): no effect; it must be Ritual Summoned (with Black Luster
-- Ritual) before it can be Special Summoned from the GY or banishment.
local s,id=GetID()
function s.initial_effect(c)
	c:EnableReviveLimit()
end
