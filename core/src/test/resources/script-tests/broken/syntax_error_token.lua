Test("a keyword where a value belongs", function(t)
	local x = end
end)
