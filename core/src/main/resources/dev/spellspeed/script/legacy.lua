-- Spellspeed's compatibility layer for card scripts written against older ygopro preludes
-- (docs/compatibility.md, "Older preludes"). It runs after constant.lua, utility.lua and
-- procedure.lua, and only fills in names they leave undefined, so whichever prelude is loaded
-- keeps its own definitions. On by default when --scripts directories are given; --no-legacy
-- turns it off.
--
-- Its constants (legacy-constants.tsv beside this file) are defined from Java just before this
-- chunk runs, in the same way (each only where rawget(_G, name) is nil): what remains here are
-- the functions. Each name was defined by the ygopro-scripts prelude at some point since 2015
-- and is gone from the current one (or was renamed).

-- The API functions spelled "Defence" before the same rename (Card.GetDefence, IsDefencePos,
-- GetBaseDefence, …) resolve to their "Defense" names, whatever the bindings define.
local function defenceSpellings(api)
	local meta = getmetatable(api) or {}
	if meta.__index ~= nil then
		return
	end
	meta.__index = function(t, key)
		if type(key) == "string" and key:find("Defence", 1, true) then
			return rawget(t, (key:gsub("Defence", "Defense")))
		end
		return nil
	end
	setmetatable(api, meta)
end
defenceSpellings(Card)
defenceSpellings(Duel)
defenceSpellings(Group)
defenceSpellings(Effect)

-- Card.EnableUnsummonable (removed from the core with the 2016 rules): the card cannot be
-- Normal Summoned or Set, as a single, uncopyable effect that cannot be negated
if rawget(Card, "EnableUnsummonable") == nil then
	function Card.EnableUnsummonable(c)
		if c:IsStatus(STATUS_COPYING_EFFECT) then return end
		local e=Effect.CreateEffect(c)
		e:SetType(EFFECT_TYPE_SINGLE)
		e:SetCode(EFFECT_UNSUMMONABLE_CARD)
		e:SetProperty(EFFECT_FLAG_CANNOT_DISABLE+EFFECT_FLAG_UNCOPYABLE)
		c:RegisterEffect(e)
	end
end

-- aux helpers of older preludes
local A = Auxiliary or aux
if A then
	-- the 2015 Pendulum helper: the Pendulum Summon procedure only (the script registers the
	-- card's activation itself); the current prelude's EnablePendulumAttribute(c, false) is that
	if A.AddPendulumProcedure == nil then
		function A.AddPendulumProcedure(c)
			return A.EnablePendulumAttribute(c, false)
		end
	end
	-- Fusion material filters of the 2017-2018 prelude that custom Fusion procedures call
	if A.FConditionCheckF == nil then
		function A.FConditionCheckF(c, chkf)
			return c:IsLocation(LOCATION_MZONE) and c:IsControler(chkf)
		end
	end
	if A.FConditionFilterF2 == nil then
		function A.FConditionFilterF2(c, g2)
			return g2:IsExists(function() return true end, 1, c)
		end
	end
	if A.FConditionFilterF2c == nil then
		function A.FConditionFilterF2c(c, f1, f2)
			return f1(c) or f2(c)
		end
	end
	if A.FConditionFilterF2r == nil then
		function A.FConditionFilterF2r(c, f1, f2)
			return f1(c) and not f2(c)
		end
	end
	-- value of EFFECT_CANNOT_BE_EFFECT_TARGET: an effect whose card is not immune to this one
	if A.tgval == nil then
		function A.tgval(e, re, rp)
			return not re:GetHandler():IsImmuneToEffect(e)
		end
	end
	-- condition of "cannot be negated" (2016): while this card is not forbidden
	if A.nfbdncon == nil then
		function A.nfbdncon(e)
			return not e:GetHandler():IsForbidden()
		end
	end
end
