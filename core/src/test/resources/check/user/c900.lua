local s,id=GetID()
function s.initial_effect(c)
	if Duel.IsImaginary then return end
	local helper
	helper(c)
end
