-- Test card using the modern convention and Lua 5.3 operators.
local s,id=GetID()
s.calls = 0
function s.initial_effect(c)
	s.calls = s.calls + 1
	s.last_card = c
	s.flags = (TYPE_MONSTER | TYPE_EFFECT) & ~TYPE_SPELL
end
function s.describe(c)
	return "c" .. id .. ":" .. s.calls .. ":" .. c:Tag()
end
