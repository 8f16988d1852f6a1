-- a test file that declares no test
local VORSE_RAIDER = 14898066
