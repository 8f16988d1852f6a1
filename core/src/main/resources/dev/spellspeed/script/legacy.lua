-- Spellspeed's compatibility layer for card scripts written against older ygopro preludes
-- (docs/compatibility.md, "Older preludes"). It runs after constant.lua, utility.lua and
-- procedure.lua, and only fills in names they leave undefined, so whichever prelude is loaded
-- keeps its own definitions. On by default when --scripts directories are given; --no-legacy
-- turns it off.
--
-- Each name below was defined by the ygopro-scripts prelude at some point since 2015 and is gone
-- from the current one (or was renamed); the value is the one it last had there.

local function define(name, value)
	if rawget(_G, name) == nil then
		rawset(_G, name, value)
	end
end

-- British spellings of DEFENSE, renamed in May 2016 (the current prelude keeps only the first two
-- positions and RACE_CYBERS as aliases)
define("POS_FACEUP_DEFENCE", POS_FACEUP_DEFENSE)
define("POS_FACEDOWN_DEFENCE", POS_FACEDOWN_DEFENSE)
define("POS_DEFENCE", POS_DEFENSE)
define("ASSUME_DEFENCE", ASSUME_DEFENSE)
define("EFFECT_UPDATE_DEFENCE", 104)
define("EFFECT_SET_DEFENCE", 105)
define("EFFECT_SET_DEFENCE_FINAL", 106)
define("EFFECT_SET_BASE_DEFENCE", 107)
define("EFFECT_DEFENCE_ATTACK", 190)
define("HINTMSG_DEFENCE", 517)
define("HINTMSG_FACEUPDEFENCE", 523)
define("HINTMSG_FACEDOWNDEFENCE", 525)
define("RACE_CYBERS", RACE_CYBERSE)

-- reset codes of 2015: a phase value added to RESET_PHASE
define("RESET_DRAW", PHASE_DRAW)
define("RESET_STANDBY", PHASE_STANDBY)
define("RESET_MAIN1", PHASE_MAIN1)
define("RESET_BATTLE", PHASE_BATTLE)
define("RESET_DAMAGE", PHASE_DAMAGE)
define("RESET_DAMAGE_CAL", PHASE_DAMAGE_CAL)
define("RESET_MAIN2", PHASE_MAIN2)
define("RESET_END", PHASE_END)
define("RESETS_STANDARD_DISABLE", 0x1ff0000)
define("RESETS_STANDARD_DISABLED", 0x1ff0000)

-- effect property flags (several bits were later given other names, or none)
define("EFFECT_FLAG_CANNOT_NEGATE", 0x0200)
define("EFFECT_FLAG_CANNOT_NEGATED", 0x0200)
define("EFFECT_FLAG_CONTINUOUS", 0x0200)
define("EFFECT_FLAG_COPY_INHERIT", 0x2000)
define("EFFECT_FLAG_AVAILABLE_BD", 0x2000000)
define("EFFECT_FLAG_CHAIN_UNIQUE", 0x8000000)
define("EFFECT_FLAG_NO_CTEFFECT", 0x8000000)
define("EFFECT_FLAG_OPTIONAL_GY_ACTION", 0x8000000)
define("EFFECT_FLAG_NAGA", 0x10000000)
define("EFFECT_FLAG_PHASE_MULTIPLE", 0x10000000)
define("EFFECT_FLAG_COF", 0x20000000)
define("EFFECT_FLAG_COUNT_SS_ONCE", 0x20000000)
define("EFFECT_FLAG2_NAGA", 0x0001)
define("EFFECT_FLAG2_MILLENNIUM_RESTRICT", 0x0001)

-- effect codes
define("EFFECT_DEVINE_LIGHT", 38)
define("EFFECT_AUTO_BE_ATTACKED", 196)
define("EFFECT_SYNCHRO_MATERIAL", 232)
define("EFFECT_SPSUM_EFFECT_ACTIVATED", 250)
define("EFFECT_CHANGE_LEVEL_FINAL", 314)
define("EFFECT_IRON_WALL", 361)
define("EFFECT_SWAP_ATTACK_FINAL", 111)
define("EFFECT_SWAP_DEFENSE_FINAL", 112)
define("EVENT_CARD", 0x10000000)

-- categories, statuses, races, attributes and the rest
define("CATEGORY_FLIP", 0x800)
define("CATEGORY_LVCHANGE", 0x8000000)
define("STATUS_REVIVE_LIMIT", 0x0040)
define("STATUS_SET_AVAILABLE", 0x0040)
define("STATUS_FORM_CHANGED", 0x0100)
define("STATUS_UNSUMMONABLE_CARD", 0x80000)
define("STATUS_UNION", 0x100000)
define("STATUS_FUTURE_FUSION", 0x100000)
define("STATUS_ACTIVATED", 0x800000)
define("STATUS_IS_PUBLIC", 0x4000000)
define("RACE_DEVINE", 0x200000)
define("ATTRIBUTE_DEVINE", 0x40)
define("ANNOUNCE_CARD", 0x7)
define("ANNOUNCE_CARD_FILTER", 0x8)
define("COUNTER_NEED_PERMIT", 0x1000)
define("DUEL_NO_CHAIN_HINT", 0x04)
define("DUEL_ENABLE_PRIORITY", 0x08)
define("TIMINGS_CHECK_MONSTER_E", 0x1e0)
define("REASON_PROCEDURE", 0x80000000)
define("SUMMON_VALUE_BLACK_GARDEN", 0x10)
define("SUMMON_VALUE_NOUVELLEZ", 0x8000)
define("CARD_COF", 12470447)
define("HINGMSG_NUMBER", 565)
define("HINGMSG_LVRANK", 567)

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
