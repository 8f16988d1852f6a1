/** The sandbox of a duel's Lua state: the allowed libraries, the instruction budget, limited string and table functions, the frozen string metatable. */
package dev.spellspeed.script.sandbox;
