local s,id=GetID()
function s.initial_effect(c)
	local x = = 1
end
