Test("never declared", function(t)
	t:ExpectLP(0 8000)
end)
