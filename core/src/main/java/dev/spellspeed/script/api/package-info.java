/** The ygopro scripting API installed into a duel's sandbox: LuaBridge converts between engine objects and Lua values; the bindings live in duel, card, group and effect, one table's slice of one concept per class. */
package dev.spellspeed.script.api;
