-- A set's shared helper file, loaded by its card scripts with require/dofile (ScriptIncludesTest).
SharedHelper = SharedHelper or { loads = 0 }
SharedHelper.loads = SharedHelper.loads + 1
os = require('os') -- stays nil: the sandbox withholds os
function SharedHelper.answer()
	return 6 * 7
end
return SharedHelper
