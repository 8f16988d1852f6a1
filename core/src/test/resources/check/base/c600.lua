-- the bundled copy, shadowed by user/c600.lua: it would not compile
function c600.initial_effect(c)
	return return
end
