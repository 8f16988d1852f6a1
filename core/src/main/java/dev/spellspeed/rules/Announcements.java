package dev.spellspeed.rules;

import dev.spellspeed.data.Attribute;
import dev.spellspeed.data.Race;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Position;

import java.util.ArrayList;
import java.util.List;

/**
 * What a player declares or picks for an effect: Attributes, Types (races), Levels, a card type, a
 * battle position, zones. Each asks the player through the duel's decider and returns the value in
 * the form ygopro's scripts expect.
 */
public final class Announcements {
    private final Duel duel;

    Announcements(Duel duel) {
        this.duel = duel;
    }

    /** {@code count} different Attributes among {@code available}, as ATTRIBUTE_* bits ORed together. */
    public long attributes(int player, int count, long available) {
        return bits(player, count, available & Attribute.ALL, "declare an Attribute");
    }

    /** {@code count} different monster Types among {@code available}, as RACE_* bits ORed together. */
    public long races(int player, int count, long available) {
        return bits(player, count, available & Race.ALL, "declare a Type");
    }

    /**
     * ygopro asks for exactly {@code count} of the available bits; when fewer are available it takes
     * them all, so there is nothing to ask. Here the player picks them one at a time.
     */
    private long bits(int player, int count, long available, String question) {
        List<Long> remaining = new ArrayList<>();
        for (long bit = 1; bit <= available; bit <<= 1) {
            if ((available & bit) != 0) {
                remaining.add(bit);
            }
        }
        if (remaining.size() <= count) {
            return available;
        }
        long chosen = 0;
        for (int i = 0; i < count; i++) {
            Long bit = duel.ask(new ChoicePrompt<>(player, PromptKind.ANNOUNCE, question, remaining));
            remaining.remove(bit);
            chosen |= bit;
        }
        return chosen;
    }

    /** The Levels {@code min}..{@code max} (swapped if reversed) without the excluded ones; empty when none is left. */
    public static List<Long> levelChoices(int min, int max, List<Long> excluded) {
        List<Long> levels = new ArrayList<>();
        for (long level = Math.min(min, max); level <= Math.max(min, max); level++) {
            if (!excluded.contains(level)) {
                levels.add(level);
            }
        }
        return levels;
    }

    /** The player declares one of the numbers (a Level); returns it. */
    public long number(int player, List<Long> choices, String question) {
        return duel.ask(new ChoicePrompt<>(player, PromptKind.ANNOUNCE, question, choices));
    }

    /** Monster, Spell or Trap: the index of the choice, 0 for a monster, 1 for a Spell, 2 for a Trap. */
    public int cardType(int player) {
        return duel.ask(new ChoicePrompt<>(player, PromptKind.OPTION, "declare a card type: 0 monster, 1 Spell, 2 Trap",
                List.of(0, 1, 2)));
    }

    /**
     * A battle position among the POS_* bits of {@code positions}: none means face-up Attack, a single
     * one needs no question (as in ygopro).
     */
    public Position position(int player, Card card, long positions) {
        List<Position> allowed = new ArrayList<>();
        for (Position position : Position.values()) {
            if (position.in((int) positions)) {
                allowed.add(position);
            }
        }
        if (allowed.isEmpty()) {
            return Position.FACEUP_ATTACK;
        }
        if (allowed.size() == 1) {
            return allowed.get(0);
        }
        return duel.ask(new ChoicePrompt<>(player, PromptKind.POSITION, "choose a position for " + card, allowed));
    }

    /** Yes or no about using a card's effect (an optional "you can" the script asks about). */
    public boolean useEffect(int player, Card card, long description) {
        return duel.ask(new ChoicePrompt<>(player, PromptKind.YES_NO, "use the effect of " + card + " (description "
                + description + ")?", List.of(Boolean.TRUE, Boolean.FALSE)));
    }

    /**
     * {@code count} zones (fewer if fewer are free) picked among the unused Main Monster Zones and Spell
     * &amp; Trap Zones of the chosen sides, as ygopro's zone bits: bits 0-4 the player's Monster Zones,
     * 8-12 their Spell &amp; Trap Zones, +16 the opponent's; zones whose bit is in {@code excluded} are not
     * offered. 0 when no zone can be picked.
     */
    public int zones(int player, int count, boolean selfMonsters, boolean selfSpells, boolean oppMonsters,
                     boolean oppSpells, int excluded) {
        List<Integer> offered = new ArrayList<>();
        addZones(offered, selfMonsters ? duel.field().freeZones().mainMonster(player) : List.of(), 0, excluded);
        addZones(offered, selfSpells ? duel.field().freeZones().spellTrap(player) : List.of(), 8, excluded);
        addZones(offered, oppMonsters ? duel.field().freeZones().mainMonster(1 - player) : List.of(), 16, excluded);
        addZones(offered, oppSpells ? duel.field().freeZones().spellTrap(1 - player) : List.of(), 24, excluded);
        int chosen = 0;
        for (int i = 0; i < count && !offered.isEmpty(); i++) {
            Integer zone = duel.ask(new ChoicePrompt<>(player, PromptKind.ZONE, "choose a zone", offered));
            offered.remove(zone);
            chosen |= zone;
        }
        return chosen;
    }

    private static void addZones(List<Integer> into, List<Integer> free, int shift, int excluded) {
        for (int zone : free) {
            int bit = 1 << (zone + shift);
            if ((excluded & bit) == 0) {
                into.add(bit);
            }
        }
    }
}
