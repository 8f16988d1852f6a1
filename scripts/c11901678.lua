-- B. Skull Dragon (Fusion Monster without an effect): Summoned Skull + Red-Eyes B. Dragon.
local s,id=GetID()
function s.initial_effect(c)
	c:EnableReviveLimit()
	aux.AddFusionProcCode2(c,70781052,74677422,true,true)
end
