/** The sandbox of a duel's Lua state: the allowed libraries, the instruction budget, limited string and table functions, the frozen string metatable, and the watch for writes that proves a check pure (PrototypeWrites, PureFunctions). */
package dev.spellspeed.script.sandbox;
