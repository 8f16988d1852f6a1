/** The Lua host: script directories, the shared prototype cache, one sandboxed Lua state per duel (DuelScripts), argument checks and script errors naming card, callback and line. */
package dev.spellspeed.script;
