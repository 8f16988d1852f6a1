package dev.spellspeed.simulate;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The simulation's report as one self-contained HTML page, readable offline: a heatmap of the win
 * rates of the matrix, a bar chart of the most and least decisive cards (win rate when drawn minus
 * when not), and the per-deck summary, the charts inlined as SVG. Deterministic: the same tables
 * give the same bytes.
 */
final class HtmlReport {
    /** Bars on each side of the chart. */
    static final int DECISIVE_SHOWN = 10;
    private static final int CELL = 56;
    private static final int LABEL = 190;

    private HtmlReport() {}

    static String of(SimulationTables tables) {
        Simulation simulation = tables.simulation();
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<title>Spellspeed simulation</title>\n<style>\n")
                .append("body{font-family:sans-serif;margin:2em;color:#222}table{border-collapse:collapse}")
                .append("td,th{border:1px solid #ccc;padding:4px 8px;text-align:right}th{background:#eee}")
                .append("td:first-child{text-align:left}svg text{font-family:sans-serif;font-size:12px}\n")
                .append("</style>\n</head>\n<body>\n<h1>Spellspeed simulation</h1>\n");
        html.append(String.format(Locale.ROOT, "<p>%d decks, %d games per ordered pair%s, seed %d, players %s (seat 0, deck A) "
                        + "and %s (seat 1, deck B).</p>\n", simulation.decks().size(), simulation.games(),
                simulation.mirror() ? " (mirror matches included)" : "", simulation.seed(),
                escape(simulation.player0().name()), escape(simulation.player1().name())));
        html.append("<h2>Win rate of deck A (row, seat 0) against deck B (column, seat 1)</h2>\n");
        heatmap(html, tables);
        html.append("<h2>Most and least decisive cards</h2>\n<p>Win rate in games where the card was drawn (Extra Deck: "
                + "Special Summoned) minus in games where it was not, with its 95% interval; cards drawn in every game "
                + "or in none have no figure.</p>\n");
        bars(html, tables);
        html.append("<h2>Decks</h2>\n");
        summary(html, tables);
        html.append("</body>\n</html>\n");
        return html.toString();
    }

    private static void heatmap(StringBuilder html, SimulationTables tables) {
        List<NamedDeck> decks = tables.simulation().decks();
        int n = decks.size();
        // a column's name, rotated by 60 degrees, reaches half its length to the right of its column
        int width = LABEL + n * CELL + LABEL / 2 + 10;
        int height = LABEL + n * CELL + 10;
        html.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "role=\"img\" aria-label=\"win-rate heatmap\">\n", width, height));
        for (int i = 0; i < n; i++) {
            html.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n",
                    LABEL - 6, LABEL + i * CELL + CELL / 2 + 4, escape(decks.get(i).name())));
            int x = LABEL + i * CELL + CELL / 2;
            html.append(String.format(Locale.ROOT, "<text transform=\"translate(%d,%d) rotate(-60)\">%s</text>\n",
                    x, LABEL - 6, escape(decks.get(i).name())));
        }
        List<String> names = decks.stream().map(NamedDeck::name).toList();
        for (SimulationTables.Matchup m : tables.matchups()) {
            int row = names.indexOf(m.deckA());
            int column = names.indexOf(m.deckB());
            int x = LABEL + column * CELL;
            int y = LABEL + row * CELL;
            Proportion rate = new Proportion(m.winsA(), m.finished());
            String fill = rate.defined() ? colour(rate.rate()) : "#ddd";
            String text = rate.defined() ? String.format(Locale.ROOT, "%.0f%%", 100 * rate.rate()) : "-";
            html.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" "
                            + "stroke=\"#fff\"><title>%s vs %s: %d-%d-%d of %d</title></rect>\n", x, y, CELL, CELL, fill,
                    escape(m.deckA()), escape(m.deckB()), m.winsA(), m.winsB(), m.draws(), m.games()));
            html.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n",
                    x + CELL / 2, y + CELL / 2 + 4, text));
        }
        html.append("</svg>\n");
    }

    /** Red for 0, white for one half, blue for 1. */
    static String colour(double rate) {
        double t = Math.max(0, Math.min(1, rate));
        int r;
        int g;
        int b;
        if (t < 0.5) {
            double s = t / 0.5;
            r = 214;
            g = (int) Math.round(96 + (255 - 96) * s);
            b = (int) Math.round(77 + (255 - 77) * s);
        } else {
            double s = (t - 0.5) / 0.5;
            r = (int) Math.round(255 - (255 - 69) * s);
            g = (int) Math.round(255 - (255 - 117) * s);
            b = (int) Math.round(255 - (255 - 180) * s);
        }
        return String.format(Locale.ROOT, "#%02x%02x%02x", r, g, b);
    }

    private record Bar(SimulationTables.CardRow row, double[] difference) {}

    private static void bars(StringBuilder html, SimulationTables tables) {
        List<Bar> all = new ArrayList<>();
        for (SimulationTables.CardRow row : tables.cards()) {
            double[] difference = row.drawnDifference();
            if (difference != null) {
                all.add(new Bar(row, difference));
            }
        }
        if (all.isEmpty()) {
            html.append("<p>No card was drawn in some games and not in others.</p>\n");
            return;
        }
        // most decisive first; ties by deck order, then code, so the chart is stable
        List<String> deckOrder = tables.simulation().decks().stream().map(NamedDeck::name).toList();
        Comparator<Bar> byDifference = Comparator.comparingDouble((Bar b) -> -b.difference()[0])
                .thenComparingInt(b -> deckOrder.indexOf(b.row().deck)).thenComparingInt(b -> b.row().code);
        all.sort(byDifference);
        List<Bar> shown = new ArrayList<>(all.subList(0, Math.min(DECISIVE_SHOWN, all.size())));
        for (int i = Math.max(shown.size(), all.size() - DECISIVE_SHOWN); i < all.size(); i++) {
            shown.add(all.get(i));
        }
        int barHeight = 20;
        int labelWidth = 340;
        int plot = 400;
        int width = labelWidth + plot + 20;
        int height = shown.size() * barHeight + 40;
        int zero = labelWidth + plot / 2;
        double scale = plot / 2.0; // a difference of 1 reaches the edge
        html.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "role=\"img\" aria-label=\"decisive cards\">\n", width, height));
        html.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"10\" x2=\"%d\" y2=\"%d\" stroke=\"#888\"/>\n",
                zero, zero, height - 20));
        for (int i = 0; i < shown.size(); i++) {
            Bar bar = shown.get(i);
            double d = bar.difference()[0];
            int y = 10 + i * barHeight;
            int x0 = (int) Math.round(zero + Math.min(0, d) * scale);
            int w = (int) Math.round(Math.abs(d) * scale);
            String label = bar.row().name + " (" + bar.row().deck + ")";
            html.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>\n",
                    labelWidth - 6, y + 14, escape(label)));
            html.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\">"
                            + "<title>%s: %s [%s, %s], drawn in %d of %d games</title></rect>\n", x0, y + 3, Math.max(w, 1),
                    barHeight - 6, d >= 0 ? "#4575b4" : "#d6604d", escape(label), Proportion.format(d),
                    Proportion.format(bar.difference()[1]), Proportion.format(bar.difference()[2]), bar.row().drawn,
                    bar.row().games));
            int low = (int) Math.round(zero + Math.max(-1, bar.difference()[1]) * scale);
            int high = (int) Math.round(zero + Math.min(1, bar.difference()[2]) * scale);
            html.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#222\"/>\n",
                    low, y + barHeight / 2, high, y + barHeight / 2));
        }
        html.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">-1</text>"
                        + "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">0</text><text x=\"%d\" y=\"%d\" text-anchor=\"middle\">+1</text>\n",
                labelWidth, height - 6, zero, height - 6, labelWidth + plot, height - 6));
        html.append("</svg>\n");
    }

    private static void summary(StringBuilder html, SimulationTables tables) {
        List<NamedDeck> decks = tables.simulation().decks();
        int[] games = new int[decks.size()];
        int[] wins = new int[decks.size()];
        int[] losses = new int[decks.size()];
        int[] draws = new int[decks.size()];
        int[] unfinished = new int[decks.size()];
        List<String> names = decks.stream().map(NamedDeck::name).toList();
        for (SimulationTables.Matchup m : tables.matchups()) {
            int a = names.indexOf(m.deckA());
            int b = names.indexOf(m.deckB());
            // each seat is one game of its deck: a mirror match counts twice
            games[a] += m.finished();
            wins[a] += m.winsA();
            losses[a] += m.winsB();
            draws[a] += m.draws();
            unfinished[a] += m.unfinished();
            games[b] += m.finished();
            wins[b] += m.winsB();
            losses[b] += m.winsA();
            draws[b] += m.draws();
            unfinished[b] += m.unfinished();
        }
        html.append("<table>\n<tr><th>deck</th><th>games</th><th>wins</th><th>losses</th><th>draws</th><th>win rate</th>"
                + "<th>95% interval</th><th>unfinished</th><th>Lua errors</th><th>engine exceptions</th><th>aborts</th></tr>\n");
        int[][] failures = tables.failures();
        for (int i = 0; i < decks.size(); i++) {
            Proportion rate = new Proportion(wins[i], games[i]);
            String shown = rate.defined() ? Proportion.format(rate.rate()) : "";
            String interval = rate.defined()
                    ? Proportion.format(rate.interval()[0]) + " to " + Proportion.format(rate.interval()[1]) : "";
            html.append(String.format(Locale.ROOT, "<tr><td>%s</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td><td>%s</td>"
                            + "<td>%s</td><td>%d</td><td>%d</td><td>%d</td><td>%d</td></tr>\n", escape(names.get(i)), games[i],
                    wins[i], losses[i], draws[i], shown, interval, unfinished[i], failures[i][0], failures[i][1], failures[i][2]));
        }
        html.append("</table>\n<p>Files: matchups.csv, cards.csv, errors.csv, games.csv (docs/simulation.md).</p>\n");
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
