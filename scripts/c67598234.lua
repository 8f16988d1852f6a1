-- Gaia Saber, the Lightning Shadow (Link Monster, Link-3, arrows Left, Right, Bottom): 2 or more
-- monsters as Link Material, a Link Monster counting 1 or its Link Rating. No effect. It must first be
-- Link Summoned before it can be Special Summoned from the GY or banishment.
local s,id=GetID()
function s.initial_effect(c)
	c:EnableReviveLimit()
	aux.AddLinkProcedure(c,nil,2)
end
