/** Lua 5.3 on LuaJ: the source-to-source rewriter that turns 5.3 operators into calls of 64-bit helpers, keeping line numbers, and the bit table. */
package dev.spellspeed.script.lua53;
