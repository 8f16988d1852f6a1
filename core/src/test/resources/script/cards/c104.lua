-- The main chunk never ends.
local s,id=GetID()
while true do end
