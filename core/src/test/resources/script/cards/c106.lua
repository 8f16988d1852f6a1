-- Test card of a custom set that keeps its helpers in a shared file, as sets written for the
-- ygopro client load it (ScriptIncludesTest).
local s,id=GetID()
xpcall(function() require("expansions/script/shared_helper") end, function() require("script/shared_helper") end)
function s.initial_effect(c)
	s.answer = SharedHelper.answer()
end
