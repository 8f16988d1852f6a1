-- Each callback fails on a known line (no tail calls: they leave the frame before failing).
local s,id=GetID()
function s.initial_effect(c)
	error("initial_effect failed")
end
function s.condition(e,tp,eg,ep,ev,re,r,rp)
	return nil + 1
end
function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
	local t = nil
	return t.field
end
function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
	local r = undefined_function(chk) return r
end
function s.operation(e,tp,eg,ep,ev,re,r,rp)
	local r = s.helper() return r
end
function s.helper()
	return "x" & 1
end
function s.value(e,c)
	local r = Duel.NotYetBound(c) return r
end
