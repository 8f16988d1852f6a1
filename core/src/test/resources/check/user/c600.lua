-- the user's copy: shadows base/c600.lua
function c600.initial_effect(c)
end
