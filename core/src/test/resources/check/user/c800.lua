local s,id=GetID()
error("broken at load time")
function s.initial_effect(c)
end
