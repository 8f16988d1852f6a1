package dev.spellspeed.duel;

/**
 * A Normal Summon or monster Set an effect asked for (Duel.Summon, Duel.MSet): ygopro does not
 * perform it inside the effect's operation but reserves it, and the chain machinery performs it once
 * the requesting link has resolved. {@code set} tells a Set from a Summon; {@code ignoreCount}: it
 * does not use (or need) the turn's Normal Summon; {@code minTribute} and {@code zones} (bits of the
 * Main Monster Zones) restrict it further.
 */
public record ReservedSummon(boolean set, int player, Card card, boolean ignoreCount, int minTribute, int zones) {}
