local s,id=GetID()
function s.initial_effect(c)
	local flags = TYPE_MONSTER | TYPE_EFFECT << 1
	s.flags = flags ~ 0x3 // 1
	polluted = true
	Card.Leftover = 1
end
