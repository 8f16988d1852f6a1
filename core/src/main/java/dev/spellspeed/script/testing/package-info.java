/** The Lua test framework: Test(...) files, the t: and Debug. bindings, the runner and its reports. */
package dev.spellspeed.script.testing;
