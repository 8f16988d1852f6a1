/** The Effect table's bindings: creating effects and their fields, and the questions about activating them. */
package dev.spellspeed.script.api.effect;
