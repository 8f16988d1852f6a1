local s,id=GetID()
function s.inital_effect(c) -- misspelt
end
