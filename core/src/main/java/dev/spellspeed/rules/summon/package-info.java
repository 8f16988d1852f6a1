/** Summons: Normal Summon and Set with their Tributes, Special Summons by effect and by procedure (Fusion, Ritual, Synchro, Xyz, Link, Pendulum), and the monsters that are summoned in special ways (Gemini, Union, Trap Monsters, Tokens). */
package dev.spellspeed.rules.summon;
