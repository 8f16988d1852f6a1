local s,id=GetID()
function s.initial_effect(c)
	c:EnableImaginaryLimit()
end
