local s,id=GetID()
function s.initial_effect(c)
	if polluted or Card.Leftover then error("card 100's sandbox leaked into card 500's") end
end
