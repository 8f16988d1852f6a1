package dev.spellspeed.script.check;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.api.ApiInstaller;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntFunction;

import org.luaj.vm2.LuaError;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.CardScript;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptError;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.lua53.RewritingCompiler;
import dev.spellspeed.script.sandbox.LuaErrors;

/**
 * Checks a script collection against card databases: what {@code spellspeed check} runs.
 *
 * <ol>
 * <li>Compiles every script file of the host's directories ({@link ScriptInventory}: the prelude
 *     files and every {@code c<id>.lua}, each from the directory that wins) into the host's
 *     prototype cache.</li>
 * <li>Opens one sandbox to run the prelude; if it fails, no card can be tried.</li>
 * <li>For every card of the database, in id order: a fresh {@link Duel} and a fresh sandbox
 *     ({@link ScriptHost#openDuel}), the API bindings from the {@link ApiInstaller}, the card
 *     placed in the hand (Extra Deck monsters in the Extra Deck), then
 *     {@link LuaCards#initialise}. A sandbox per card means one card's failure or global
 *     side effects cannot affect another's result; it is cheap because every duel reuses the
 *     compiled prototypes.</li>
 * <li>Every card script of the inventory whose id is not in the databases.</li>
 * </ol>
 *
 * <p>A Normal monster or token without a script is fine; any other card without one is a
 * missing script. A script that does not compile is reported once (at the compile stage) and
 * its card is not run. A script that defines no {@code initial_effect} is a failure: ygopro reports
 * it too, and it is almost always a misspelt function name.
 *
 * <p>Stateless apart from the host's cache; safe to reuse.
 */
public final class ScriptChecker {

    /** What a script without {@code initial_effect} is reported as. */
    static final String NO_INITIAL_EFFECT = "the script defines no initial_effect function";

    /** What a card script whose id is not in the databases is reported as. */
    static final String NO_CARD = "no card in the card databases has this script's id, so it is never loaded";

    private final ScriptHost host;
    private final ApiInstaller installer;

    /** A checker with no API bindings but the card userdata ({@link ApiInstaller#CARDS_ONLY}). */
    public ScriptChecker(ScriptHost host) {
        this(host, ApiInstaller.CARDS_ONLY);
    }

    /**
     * @param host      the script directories, sandbox limits and prototype cache to check with
     * @param installer fills each fresh sandbox's API tables
     */
    public ScriptChecker(ScriptHost host, ApiInstaller installer) {
        this.host = Objects.requireNonNull(host, "host");
        this.installer = Objects.requireNonNull(installer, "installer");
    }

    /**
     * Runs the whole check.
     *
     * @param cards the cards whose {@code initial_effect} is run
     * @throws java.io.UncheckedIOException when a script directory cannot be listed
     */
    public CheckReport check(CardDatabase cards) {
        IntFunction<String> names = code -> cards.find(code).map(CardData::name).orElse(null);
        List<CheckFailure> failures = new ArrayList<>();

        long start = System.nanoTime();
        ScriptInventory inventory = ScriptInventory.scan(host.directories());
        Set<String> broken = new HashSet<>();
        for (ScriptFile file : inventory.files()) {
            ScriptError error = compile(file, names);
            if (error != null) {
                broken.add(file.name());
                failures.add(new CheckFailure(CheckStage.COMPILE, error, null));
            }
        }
        long compiled = System.nanoTime();

        boolean preludeRuns = preludeRuns(names, broken, failures);
        Tally tally = new Tally();
        List<Path> checkedScripts = new ArrayList<>();
        Map<String, ScriptFile> byName = new HashMap<>();
        for (ScriptFile file : inventory.files()) {
            byName.put(file.name(), file);
        }
        for (CardData card : cards.all()) {
            if (!preludeRuns || broken.contains(ScriptDirectories.cardScriptName(card.code()))) {
                tally.notRun++;
                continue;
            }
            checkCard(card, names, tally, failures);
            ScriptFile file = byName.get(ScriptDirectories.cardScriptName(card.code()));
            if (file != null) {
                checkedScripts.add(file.path());
            }
        }
        List<MissingApiNeed> missingApi = preludeRuns ? missingApi(names, checkedScripts, failures) : List.of();
        long finished = System.nanoTime();
        List<Path> unused = new ArrayList<>();
        int withoutCard = reportScriptsWithoutCard(inventory, cards, failures, unused);

        int fileCount = inventory.files().size();
        CheckCounts counts = new CheckCounts(fileCount, inventory.shadowedCount(), fileCount - broken.size(),
                broken.size(), withoutCard, cards.size(), tally.succeeded + tally.failed, tally.succeeded,
                tally.failed, tally.missing, tally.noScriptNeeded, tally.notRun);
        return new CheckReport(host.directories().searchOrder(), counts, failures,
                new CheckTimings(Duration.ofNanos(compiled - start), Duration.ofNanos(finished - compiled)), missingApi,
                unused, tally.tolerated);
    }

    /** The missing reference functions the checked scripts call, with how many failed first on each. */
    private List<MissingApiNeed> missingApi(IntFunction<String> names, List<Path> scripts, List<CheckFailure> failures) {
        DuelScripts sandbox = host.openDuel(names);
        installer.install(Rules.of(Duel.empty(DuelOptions.standard(1), NoDecisions.INSTANCE, NoDecisions.INSTANCE)), sandbox);
        Map<String, Integer> firstFailures = new HashMap<>();
        for (CheckFailure failure : failures) {
            failure.missingFunction().ifPresent(f -> firstFailures.merge(f, 1, Integer::sum));
        }
        return new MissingApiScan(sandbox::apiTable).rank(scripts, firstFailures);
    }

    /**
     * Reports every card script whose id no card of the databases has, and returns how many. Such a
     * file is never loaded, so a typo in its name or a forgotten database row would otherwise go
     * unnoticed: in the bundled directory, which must be consistent, it is a failure; in a user's
     * directory (a whole ygopro script folder checked against a smaller database, say) it is only
     * counted and named in {@code unused}. The message leaves the id to the file name, so that the
     * causes group them.
     */
    private int reportScriptsWithoutCard(ScriptInventory inventory, CardDatabase cards,
            List<CheckFailure> failures, List<Path> unused) {
        List<Path> order = host.directories().searchOrder();
        Path bundled = order.get(order.size() - 1).toAbsolutePath().normalize();
        int count = 0;
        for (ScriptFile file : inventory.files()) {
            if (ScriptHost.PRELUDE.contains(file.name()) || cards.contains(file.cardCode())) {
                continue;
            }
            count++;
            if (!file.path().toAbsolutePath().normalize().startsWith(bundled)) {
                unused.add(file.path());
                continue;
            }
            failures.add(new CheckFailure(CheckStage.SCRIPT_WITHOUT_CARD, new ScriptError(ScriptError.Kind.NOT_FOUND,
                    file.cardCode(), null, CallbackRole.LOAD, file.path().toString(), -1, NO_CARD, ""), null));
        }
        return count;
    }

    /** Per-card outcomes counted so far. */
    private static final class Tally {
        int succeeded;
        int failed;
        int missing;
        int noScriptNeeded;
        int notRun;
        /** Per card, the first mistake of its initial_effect that ygopro tolerates (so did the check). */
        final Map<Integer, String> tolerated = new java.util.TreeMap<>();
    }

    /** Compiles one file into the cache; null when it compiles, else the report. */
    private ScriptError compile(ScriptFile file, IntFunction<String> names) {
        int code = file.cardCode();
        String where = file.path().toString();
        try {
            host.cache().get(file.path(), host.options().maxSourceBytes());
            return null;
        } catch (IOException e) {
            return new ScriptError(ScriptError.Kind.READ, code, names.apply(code), CallbackRole.LOAD, where, -1,
                    "cannot read: " + e.getMessage(), "");
        } catch (LuaError e) {
            LuaErrors.Decoded d = LuaErrors.decodeCompileError(e, RewritingCompiler.chunkId("@" + file.path()));
            return new ScriptError(ScriptError.Kind.SYNTAX, code, names.apply(code), CallbackRole.LOAD, where,
                    d.line(), d.message(), "");
        } catch (RuntimeException | StackOverflowError e) {
            // a crash of the rewriter or compiler on one file must not end the check of the others
            return new ScriptError(ScriptError.Kind.SYNTAX, code, names.apply(code), CallbackRole.LOAD, where, -1,
                    "the compiler failed: " + e, javaStack(e));
        }
    }

    /** Opens one sandbox; reports the failure unless it is a compile failure already reported. */
    private boolean preludeRuns(IntFunction<String> names, Set<String> broken, List<CheckFailure> failures) {
        try {
            host.openDuel(names);
            return true;
        } catch (ScriptException e) {
            String file = e.error().file();
            boolean reported = file != null && broken.contains(Path.of(file).getFileName().toString());
            if (!reported) {
                failures.add(new CheckFailure(CheckStage.PRELUDE, e.error(), null));
            }
            return false;
        }
    }

    private void checkCard(CardData card, IntFunction<String> names, Tally tally, List<CheckFailure> failures) {
        MissingApiRecorder recorder = null;
        try {
            DuelScripts scripts = host.openDuel(names);
            Duel duel = Duel.empty(DuelOptions.standard(card.code()), NoDecisions.INSTANCE, NoDecisions.INSTANCE);
            LuaCards luaCards = installer.install(Rules.of(duel), scripts);
            recorder = MissingApiRecorder.attach(scripts.globals());
            Location where = card.isExtraDeckMonster() ? Location.EXTRA : Location.HAND;
            Card placed = duel.placeCard(card, 0, 0, where, 0, Position.FACEDOWN_DEFENSE);
            luaCards.initialise(placed);
            scripts.tolerances().firstWarnings().forEach(tally.tolerated::putIfAbsent);
            Optional<CardScript> script = loadedScript(scripts, card);
            if (script.isEmpty()) {
                tally.noScriptNeeded++;
            } else if (!script.get().table().get("initial_effect").isfunction()) {
                tally.failed++;
                failures.add(new CheckFailure(CheckStage.INITIAL_EFFECT, new ScriptError(ScriptError.Kind.RUNTIME,
                        card.code(), card.name(), CallbackRole.INITIAL_EFFECT, script.get().file().toString(), -1,
                        NO_INITIAL_EFFECT, ""), null));
            } else {
                tally.succeeded++;
            }
        } catch (ScriptException e) {
            ScriptError error = e.error();
            if (isMissingCardScript(error)) {
                tally.missing++;
                failures.add(new CheckFailure(CheckStage.MISSING_SCRIPT, error, null));
            } else {
                tally.failed++;
                String missing = dev.spellspeed.script.api.NotImplemented.functionIn(error.message());
                failures.add(new CheckFailure(CheckStage.INITIAL_EFFECT, error,
                        missing != null ? missing : recorder == null ? null : recorder.culprit(error)));
            }
        } catch (RuntimeException | StackOverflowError e) {
            // an engine or binding bug outside any Lua callback: this card fails, the others go on
            tally.failed++;
            failures.add(new CheckFailure(CheckStage.INITIAL_EFFECT, new ScriptError(ScriptError.Kind.RUNTIME,
                    card.code(), card.name(), CallbackRole.INITIAL_EFFECT, null, -1, "engine error: " + e,
                    javaStack(e)), null));
        }
    }

    /**
     * The script the card was initialised from: its own, or, should the bindings load an
     * alternate artwork's script from its alias (as ygopro does), the alias's.
     */
    private static Optional<CardScript> loadedScript(DuelScripts scripts, CardData card) {
        Optional<CardScript> own = scripts.loadedCardScript(card.code());
        return own.isPresent() || card.alias() == 0 ? own : scripts.loadedCardScript(card.alias());
    }

    /** The host's report for a card script that no directory holds (not a missing prelude file). */
    private static boolean isMissingCardScript(ScriptError error) {
        return error.kind() == ScriptError.Kind.NOT_FOUND && error.role() == CallbackRole.LOAD
                && error.file() != null && !ScriptHost.PRELUDE.contains(error.file());
    }

    private static String javaStack(Throwable e) {
        StringWriter text = new StringWriter();
        e.printStackTrace(new PrintWriter(text));
        return text.toString();
    }
}
