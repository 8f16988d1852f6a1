package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptHost;
import org.luaj.vm2.LuaValue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How much of the reference ygopro API the bindings implement: every function of
 * {@link ReferenceApi} with whether it is bound for real (not a {@link NotImplemented} stub) and
 * how many of ygopro's card scripts use it. Read from a sandbox with the API installed, so it
 * cannot drift from the bindings.
 */
public final class ApiCoverage {
    /** One reference function and whether Spellspeed implements it. */
    public record Row(ReferenceApi.Function function, boolean implemented) {}

    private final List<Row> rows;

    private ApiCoverage(List<Row> rows) {
        this.rows = List.copyOf(rows);
    }

    /** The coverage of the bindings {@link ScriptApi#install} installs. */
    public static ApiCoverage of(ScriptHost host) {
        DuelScripts scripts = host.openDuel(code -> null);
        ScriptApi.install(Rules.of(Duel.empty(DuelOptions.standard(1), new RandomDecider(1), new RandomDecider(2))), scripts);
        List<Row> rows = new ArrayList<>();
        for (ReferenceApi.Function f : ReferenceApi.functions()) {
            LuaValue bound = scripts.apiTable(f.table()).rawget(f.name());
            rows.add(new Row(f, bound.isfunction() && !(bound instanceof NotImplemented)));
        }
        return new ApiCoverage(rows);
    }

    public List<Row> rows() {
        return rows;
    }

    /** Of the {@code top} most used functions, how many are implemented. */
    public long implementedOfTop(int top) {
        return rows.stream().limit(top).filter(Row::implemented).count();
    }

    /** The Markdown table: a summary line, then every function by rank. */
    public String markdown() {
        long implemented = rows.stream().filter(Row::implemented).count();
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT,
                "%d of the %d reference functions are implemented; of the 100, 200, 300 and 400 most used: %d, %d, %d and %d.%n%n",
                implemented, rows.size(), implementedOfTop(100), implementedOfTop(200), implementedOfTop(300),
                implementedOfTop(400)));
        List<Row> missing = rows.stream().filter(r -> !r.implemented())
                .sorted(java.util.Comparator.comparingInt((Row r) -> r.function().scriptsReaching()).reversed())
                .toList();
        out.append("The missing functions, by the reference card scripts that reach them (calling them, or calling a\n"
                + "prelude function that does: the reference `procedure.lua`'s procedures reach functions no card\n"
                + "script calls itself):\n\n| function | scripts reaching it | scripts calling it |\n|---|---:|---:|\n");
        for (Row row : missing) {
            out.append("| `").append(row.function().qualifiedName()).append("` | ")
                    .append(row.function().scriptsReaching()).append(" | ").append(row.function().scriptsUsing()).append(" |\n");
        }
        out.append("\nEvery function, most used first:\n\n");
        out.append("| rank | function | implemented | scripts using it | scripts reaching it |\n|---:|---|---|---:|---:|\n");
        int rank = 1;
        for (Row row : rows) {
            out.append("| ").append(rank++).append(" | `").append(row.function().qualifiedName()).append("` | ")
                    .append(row.implemented() ? "yes" : "**no**").append(" | ")
                    .append(row.function().scriptsUsing()).append(" | ")
                    .append(row.function().scriptsReaching()).append(" |\n");
        }
        return out.toString();
    }
}
