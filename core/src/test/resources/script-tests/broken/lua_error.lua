Test("a Lua error in the test", function(t)
	local card = nil
	t:ExpectLP(0, card.lp)
end)
