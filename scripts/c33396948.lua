-- Exodia the Forbidden One (Effect Monster): if you have this card and Right Leg, Left Leg, Right Arm
-- and Left Arm of the Forbidden One in your hand, you win the Duel (not a chain effect; checked
-- after an effect has finished resolving, R109, so a set completed only in the middle of an effect
-- gives no win). If both players complete it at once, the Duel is a draw.
-- NOT SCRIPTED: the engine gives scripts no way to make a player win (there is no Duel.Win) and does
-- not raise EVENT_ADJUST, so the win condition cannot be written; this card has no effect for now
-- and is played as a plain Level 3 monster.
local s,id=GetID()
function s.initial_effect(c)
end
