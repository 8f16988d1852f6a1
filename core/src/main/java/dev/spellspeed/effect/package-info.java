/** The ygopro effect model: Effect, its registry, chain links, events and the numeric code catalogues (EffectCode, EventCode, EffectFlag, ResetFlag …); the engine/Lua boundary is EffectFunction. */
package dev.spellspeed.effect;
