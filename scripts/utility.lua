-- utility.lua: Spellspeed's helper library for card scripts.
--
-- A placeholder of our own: the helpers are added as the card API grows. The host loads this
-- file after constant.lua and before procedure.lua and any card script. GetID() is defined by
-- the host itself.

Auxiliary = Auxiliary or {}
aux = Auxiliary

-- The id of a card's n-th description string (str1..str16 in the card database).
function Auxiliary.Stringid(code, n)
	return (code << 4) + n
end
