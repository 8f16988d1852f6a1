package dev.spellspeed.session;

import dev.spellspeed.data.Deck;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.Location;

import java.util.List;
import java.util.stream.Collectors;

/**
 * Writes a Lua test (docs/testing.md) that starts a duel as a replay did, replays its recorded
 * decisions up to a point as its prefix ({@code t:Replay}), and expects the board as it was there:
 * both players' LP, every card's location, controller and position, and the ATK/DEF of the
 * monsters on the field. It passes on the engine that recorded the board and fails where behaviour
 * changed: a bug report becomes a regression test. {@code spellspeed replay --to-test} and the
 * playtest board's "Export as test" use it.
 */
public final class TestExport {
    private TestExport() {}

    /**
     * @param title the test's name
     * @param source where the duel came from, for the header comment (a file name, a command)
     * @param decisions the decisions replayed before {@code duel}'s board was taken
     * @param duel the duel after those decisions, stopped at the next prompt or over
     */
    public static String lua(String title, String source, DuelOptions options, Deck deck0, Deck deck1,
                             List<RecordedDecision> decisions, Duel duel) {
        StringBuilder out = new StringBuilder();
        out.append("-- ").append(source).append('\n');
        out.append("-- Written by spellspeed (replay --to-test, or Export as test on the playtest board): the duel replayed up to decision ").append(decisions.size())
                .append(", then the board as it was there.\n");
        out.append("-- c[n] is card number n, shown as Name#n in logs and failure reports.\n\n");
        out.append("Test(").append(quote(title)).append(", function(t)\n");
        out.append("\tlocal c = t:Replay{\n");
        out.append("\t\tseed = ").append(options.seed()).append(", lp = ").append(options.startingLp())
                .append(", hand = ").append(options.openingHand()).append(", handLimit = ").append(options.handLimit())
                .append(", first = ").append(options.firstPlayer()).append(", turnLimit = ").append(options.turnLimit())
                .append(",\n");
        deck(out, "deck0", deck0);
        deck(out, "deck1", deck1);
        out.append("\t\tdecisions = {\n");
        for (int i = 0; i < decisions.size(); i++) {
            RecordedDecision d = decisions.get(i);
            out.append("\t\t\t{").append(d.player()).append(", \"").append(d.kind().name()).append("\", {")
                    .append(d.choice().stream().map(String::valueOf).collect(Collectors.joining(", "))).append("}},");
            if (d.answer() != null && !d.answer().isEmpty()) {
                out.append(" -- ").append(i + 1).append(": ").append(oneLine(d.answer()));
            }
            out.append('\n');
        }
        out.append("\t\t},\n\t}\n\n");
        out.append("\tt:ExpectTurn(").append(duel.turn().number()).append(")\n");
        for (int p = 0; p < 2; p++) {
            out.append("\tt:ExpectLP(").append(p).append(", ").append(duel.lp(p)).append(")\n");
        }
        DuelResult result = duel.result();
        if (result != null) {
            out.append(result.isDraw() ? "\tt:ExpectDraw()\n" : "\tt:ExpectWinner(" + result.winner() + ")\n");
        }
        for (Card card : duel.field().allCards()) {
            if (card.location() == Location.NONE) {
                continue;
            }
            out.append("\tt:ExpectCard(c[").append(card.uid()).append("], LOCATION_").append(card.location().name())
                    .append(", ").append(card.controller()).append(", POS_").append(card.position().name())
                    .append(") -- ").append(oneLine(card.toString())).append('\n');
        }
        for (Card card : duel.field().allCards()) {
            if (card.location() == Location.MZONE) {
                out.append("\tt:ExpectAttack(c[").append(card.uid()).append("], ").append(card.attack()).append(")\n");
                out.append("\tt:ExpectDefense(c[").append(card.uid()).append("], ").append(card.defense()).append(")\n");
            }
        }
        out.append("end)\n");
        return out.toString();
    }

    private static void deck(StringBuilder out, String name, Deck deck) {
        out.append("\t\t").append(name).append(" = {main = {").append(codes(deck.main())).append("}, extra = {")
                .append(codes(deck.extra())).append("}},\n");
    }

    private static String codes(List<Integer> codes) {
        return codes.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    private static String oneLine(String text) {
        return text.replace('\n', ' ').replace('\r', ' ');
    }

    private static String quote(String text) {
        return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }
}
