package dev.spellspeed.play;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The duel log as one client may read it: the engine's log knows every card, so the lines that
 * would name a card hidden from this client (a draw, a Set, by a seat it does not play) say "a card"
 * instead. The patterns follow the wording of {@code DuelEvent.describe}; PlayTableTest checks both
 * that an opponent's drawn card is not named and that one's own is.
 */
final class LogView {
    private static final Pattern DRAW = Pattern.compile("^(\\s*P(\\d) draws ).+$");
    private static final Pattern MONSTER_SET = Pattern.compile("^(\\s*P(\\d) Sets )monster .+?( to zone \\d+.*)$");
    private static final Pattern SPELL_SET = Pattern.compile("^(\\s*P(\\d) Sets ).+?( to Spell & Trap Zone \\d+)$");

    /** How an AI player's reason starts in the log, before its player number (the page marks these lines). */
    static final String AI_PREFIX = "AI P";

    private LogView() {}

    /**
     * An AI's reason as this client may read it: a card hidden from the client (in the AI's hand or
     * Deck, Set, face-down) is "a hidden card", not its name.
     */
    static String unnamingHidden(String reason, Duel duel, Set<Integer> viewers) {
        if (viewers.size() == 2) {
            return reason;
        }
        String shown = reason;
        for (Card card : duel.field().allCards()) {
            if (!viewers.contains(card.controller()) && hidden(card)) {
                // Name#12 and not the start of Name#123
                shown = shown.replaceAll(Pattern.quote(card.toString()) + "(?!\\d)", "a hidden card");
            }
        }
        return shown;
    }

    private static boolean hidden(Card card) {
        Location where = card.location();
        if (where == Location.HAND || where == Location.DECK) {
            return true;
        }
        return where != Location.GRAVE && where != Location.NONE && !card.isFaceUp();
    }

    static List<String> of(List<String> lines, Set<Integer> viewers) {
        if (viewers.size() == 2) {
            return lines;
        }
        List<String> shown = new ArrayList<>(lines.size());
        for (String line : lines) {
            shown.add(redact(line, viewers));
        }
        return shown;
    }

    private static String redact(String line, Set<Integer> viewers) {
        Matcher draw = DRAW.matcher(line);
        if (draw.matches() && !viewers.contains(Integer.parseInt(draw.group(2)))) {
            return draw.group(1) + "a card";
        }
        Matcher monster = MONSTER_SET.matcher(line);
        if (monster.matches() && !viewers.contains(Integer.parseInt(monster.group(2)))) {
            return monster.group(1) + "a monster" + monster.group(3);
        }
        Matcher spell = SPELL_SET.matcher(line);
        if (spell.matches() && !viewers.contains(Integer.parseInt(spell.group(2)))) {
            return spell.group(1) + "a card" + spell.group(3);
        }
        return line;
    }
}
