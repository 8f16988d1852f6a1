Test("an action that is not supported yet", function(t)
	t:SpecialSummon(0, 14898066)
end)
