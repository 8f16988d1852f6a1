-- The main chunk fails on line 3.
local s,id=GetID()
local n = #nil
