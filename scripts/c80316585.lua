-- Cyber Harpie Lady (Effect Monster): its name is always treated as "Harpie Lady". That rule is the
-- database alias 76812113 (Card.GetCode reads it); the card has no other effect.
local s,id=GetID()
function s.initial_effect(c)
end
