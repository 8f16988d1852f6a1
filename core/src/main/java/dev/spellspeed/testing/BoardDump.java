package dev.spellspeed.testing;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.effect.ChainLink;

import java.util.List;

/** A compact picture of the duel for failure reports: turn, phase, LP, every zone of both players and the chain. */
public final class BoardDump {
    private BoardDump() {}

    public static String of(Duel duel) {
        StringBuilder out = new StringBuilder();
        out.append("turn ").append(duel.turn().number()).append(" (player ").append(duel.turn().player()).append("), ")
                .append(duel.turn().phase()).append('\n');
        for (int p = 0; p < 2; p++) {
            out.append("  player ").append(p).append(": LP ").append(duel.lp(p))
                    .append(", Deck ").append(duel.field().count(p, Location.DECK)).append('\n');
            line(out, "hand", duel.field().cards(p, Location.HAND));
            line(out, "monsters", duel.field().cards(p, Location.MZONE));
            line(out, "spells/traps", duel.field().cards(p, Location.SZONE));
            line(out, "GY", duel.field().cards(p, Location.GRAVE));
            line(out, "banished", duel.field().cards(p, Location.REMOVED));
            line(out, "Extra Deck", duel.field().cards(p, Location.EXTRA));
        }
        if (!duel.chain().isEmpty()) {
            out.append("  chain:");
            for (ChainLink link : duel.chain().links()) {
                out.append(' ').append(link.number()).append(". ").append(link.handler())
                        .append(" (player ").append(link.player()).append(')');
            }
            out.append('\n');
        }
        return out.toString();
    }

    private static void line(StringBuilder out, String label, List<Card> cards) {
        if (cards.isEmpty()) {
            return;
        }
        out.append("    ").append(label).append(":");
        for (Card card : cards) {
            out.append(' ').append(card);
            if (card.location().isOnField()) {
                // a Spell or Trap on the field is Set or face-up; battle positions are for monsters (a
                // Trap Monster or an equipped monster in the Spell & Trap Zone keeps the card's own words)
                String position = card.location() == Location.SZONE && !card.data().isMonster()
                        ? (card.isFaceUp() ? "face-up" : "Set") : card.position().toString();
                out.append(" [").append(card.sequence()).append(", ").append(position);
                if (card.equipTarget() != null) {
                    out.append(", equips ").append(card.equipTarget());
                }
                if (!card.overlays().isEmpty()) {
                    out.append(", materials ").append(card.overlays().stream().map(Card::toString)
                            .collect(java.util.stream.Collectors.joining(" ")));
                }
                out.append(']');
            }
        }
        out.append('\n');
    }
}
