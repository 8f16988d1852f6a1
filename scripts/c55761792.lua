-- Black Luster Ritual (Ritual Spell): Ritual Summon Black Luster Soldier from your hand by Tributing
-- monsters from your hand or your side of the field whose total Levels are 8 or more.
local s,id=GetID()
function s.initial_effect(c)
	aux.AddRitualProcGreaterCode(c,5405694)
end
