/**
 * A Lua 5.3 parser for the lint: the syntax tree of a card script with the line and column of every
 * node in the source as written. It reads the tokens of the host's own lexer
 * ({@link dev.spellspeed.script.lua53.LuaLexer}) but is not on the host's path: duels compile with
 * LuaJ through the 5.3 rewriter, and only {@code lint} and {@code stubs} read this tree.
 */
package dev.spellspeed.script.lint.syntax;
