-- A broken script for Vorse Raider, to show how a card script's error fails a test.
local s, id = GetID()
function s.initial_effect(c)
	local missing = nil
	return missing.effect
end
