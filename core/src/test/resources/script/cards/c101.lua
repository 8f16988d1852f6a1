-- Test card using the old convention: the global c101 table.
function c101.initial_effect(c)
	c101.seen = true
end
function c101.uses_card_methods(c)
	return c101.CardHelper ~= nil, c:CardHelper()
end
