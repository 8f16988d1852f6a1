-- Scrap Archfiend (Synchro Monster, Level 7): 1 Tuner + 1 or more non-Tuner monsters; no effect,
-- revivable only after its Synchro Summon.
-- Synchro Summoned from the Extra Deck with 1 face-up Tuner and at least 1 face-up non-Tuner whose
-- Levels add up to 7. Before it has been properly Synchro Summoned it cannot be Special Summoned
-- from the GY or banishment.
local s,id=GetID()
function s.initial_effect(c)
	c:EnableReviveLimit()
	aux.AddSynchroProcedure(c,nil,aux.NonTuner(nil),1)
end
