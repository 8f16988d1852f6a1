package dev.spellspeed.cli;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import dev.spellspeed.run.CardPlay;
import dev.spellspeed.run.GameRecord;
import dev.spellspeed.run.RunSummary;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * docs/json.md against the real output: every command that runs duels prints exactly the keys its
 * tables list ("Keys of: …"), each of the documented type, and every item of a documented list
 * ("Items of: …") has exactly the documented keys.
 */
class JsonContractTest {
    private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private static final Map<String, Map<String, String>> COMMANDS = new TreeMap<>();
    private static final Map<String, Map<String, String>> ITEMS = new TreeMap<>();

    @BeforeAll
    static void readTheDocument() throws IOException {
        System.setProperty(Home.PROPERTY, REPO.toString());
        List<String> targets = null;
        boolean items = false;
        for (String line : Files.readAllLines(REPO.resolve("docs/json.md"))) {
            if (line.startsWith("Keys of:") || line.startsWith("Items of:")) {
                items = line.startsWith("Items of:");
                targets = List.of(line.substring(line.indexOf(':') + 1).trim().split("\\s*,\\s*"));
                for (String target : targets) {
                    (items ? ITEMS : COMMANDS).computeIfAbsent(target, t -> new LinkedHashMap<>());
                }
            } else if (targets != null && line.startsWith("| `")) {
                String[] cells = line.split("\\|");
                String key = cells[1].trim().replace("`", "");
                String type = cells[2].trim();
                for (String target : targets) {
                    String before = (items ? ITEMS : COMMANDS).get(target).put(key, type);
                    assertTrue(before == null, key + " documented twice for " + target);
                }
            } else if (targets != null && !line.startsWith("|") && !line.isBlank()) {
                targets = null;
            }
        }
        assertEquals(List.of("bench", "bench --fork", "check", "check --explain", "demo", "duel", "puzzle", "replay", "simulate", "test"),
                List.copyOf(COMMANDS.keySet()));
        assertEquals(List.of("aborts", "cards", "check --explain.files", "check --explain.files.searched",
                "check.causes", "check.counts", "check.failures", "check.lint", "check.lint.byRule", "check.lint.findings",
                "check.missingApi", "check.timings", "check.tolerated", "exceptions",
                "missingApi", "test.coverage", "test.tests"), List.copyOf(ITEMS.keySet()));
    }

    private static JsonObject json(String... args) {
        return json(0, true, args);
    }

    private static JsonObject json(int expectedStatus, boolean oneLine, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(args, new PrintWriter(out), new PrintWriter(err));
        assertEquals(expectedStatus, status, String.join(" ", args) + ": " + err);
        if (oneLine) {
            assertEquals(1, out.toString().lines().count(), "one line: " + out);
        }
        return JsonParser.parseString(out.toString()).getAsJsonObject();
    }

    private static String deck(String name) {
        return REPO.resolve("decks").resolve(name).toString();
    }

    private static void check(String command, JsonObject object, Map<String, String> documented) {
        check(command, command, object, documented);
    }

    /**
     * Checks an object against its table: no undocumented key, every key present unless it may be
     * omitted, each of its type; then the objects and list items it holds against their tables
     * ({@code path.key} first, the run's bare {@code key} second).
     */
    private static void check(String what, String path, JsonObject object, Map<String, String> documented) {
        Map<String, String> required = new TreeMap<>(documented);
        required.values().removeIf(type -> type.endsWith(OPTIONAL));
        assertTrue(documented.keySet().containsAll(object.keySet()), what + ": undocumented keys in " + object.keySet());
        assertTrue(object.keySet().containsAll(required.keySet()), what + ": missing keys of " + required.keySet());
        documented.forEach((key, type) -> {
            JsonElement value = object.get(key);
            if (value == null) {
                return;
            }
            assertTrue(hasType(value, type), what + "." + key + " should be " + type + ", is " + value);
            String inner = path + "." + key;
            Map<String, String> items = ITEMS.containsKey(inner) ? ITEMS.get(inner) : ITEMS.get(key);
            if (items == null) {
                return;
            }
            if (value.isJsonObject()) {
                check(what + "." + key, inner, value.getAsJsonObject(), items);
            } else if (value.isJsonArray()) {
                for (JsonElement item : value.getAsJsonArray()) {
                    check(what + "." + key + "[]", inner, item.getAsJsonObject(), items);
                }
            }
        });
    }

    private static final String OPTIONAL = ", omitted when absent";
    private static final List<String> RUN_COMMANDS = List.of("demo", "duel", "replay", "puzzle", "bench");

    private static boolean hasType(JsonElement value, String type) {
        if (type.endsWith(OPTIONAL)) {
            return hasType(value, type.substring(0, type.length() - OPTIONAL.length()));
        }
        if (type.endsWith(" or null")) {
            return value.isJsonNull() || hasType(value, type.substring(0, type.length() - " or null".length()));
        }
        if (type.startsWith("list of ")) {
            String each = switch (type) {
                case "list of integers" -> "integer";
                case "list of strings" -> "string";
                case "list of objects" -> "object";
                default -> throw new AssertionError("unknown type in docs/json.md: " + type);
            };
            if (!value.isJsonArray()) {
                return false;
            }
            for (JsonElement item : value.getAsJsonArray()) {
                if (!hasType(item, each)) {
                    return false;
                }
            }
            return true;
        }
        return switch (type) {
            case "integer" -> value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber()
                    && value.getAsString().matches("-?\\d+");
            case "number" -> value.isJsonPrimitive() && value.getAsJsonPrimitive().isNumber();
            case "string" -> value.isJsonPrimitive() && value.getAsJsonPrimitive().isString();
            case "boolean" -> value.isJsonPrimitive() && value.getAsJsonPrimitive().isBoolean();
            case "object" -> value.isJsonObject();
            default -> throw new AssertionError("unknown type in docs/json.md: " + type);
        };
    }

    @Test
    void demoPrintsTheDocumentedKeys() {
        JsonObject demo = json("demo", "--seed", "7", "--json");
        check("demo", demo, COMMANDS.get("demo"));
        assertFalse(demo.getAsJsonArray("cards").isEmpty(), "the per-card table is filled");
    }

    @Test
    void duelPrintsTheSameDocumentedKeysForOneGameManyAndRandomDecks() {
        String[] decks = {"--deck0", deck("sample-warriors.ydk"), "--deck1", deck("sample-dragons.ydk")};
        check("duel", json("duel", decks[0], decks[1], decks[2], decks[3], "--json"), COMMANDS.get("duel"));
        check("duel --games", json("duel", decks[0], decks[1], decks[2], decks[3], "--games", "2", "--json"),
                COMMANDS.get("duel"));
        JsonObject random = json("duel", "--random-decks", "--games", "2", "--json");
        check("duel --random-decks", random, COMMANDS.get("duel"));
        assertTrue(random.getAsJsonArray("cards").asList().stream()
                .anyMatch(c -> c.getAsJsonObject().get("extraDeck").getAsBoolean()), "Extra Deck monsters in the table");
    }

    @Test
    void simulatePrintsTheDocumentedKeys() {
        JsonObject json = json("simulate", "--decks", deck("sample-warriors.ydk"), deck("sample-dragons.ydk"), "--games", "1",
                "--threads", "2", "--out", dir.resolve("simulation").toString(), "--json");
        check("simulate", json, COMMANDS.get("simulate"));
        assertEquals(2, json.get("games").getAsInt());
    }

    @Test
    void replayPrintsTheDocumentedKeys() {
        Path replay = dir.resolve("r.json");
        json("duel", "--deck0", deck("sample-warriors.ydk"), "--deck1", deck("sample-dragons.ydk"),
                "--replay-out", replay.toString(), "--json");
        check("replay", json("replay", replay.toString(), "--json"), COMMANDS.get("replay"));
    }

    @Test
    void puzzlePrintsTheDocumentedKeys() throws IOException {
        Path puzzle = dir.resolve("puzzle.lua");
        Files.writeString(puzzle, """
                Debug.SetAIName("Puzzle Master")
                Debug.ReloadFieldBegin(DUEL_ATTACK_FIRST_TURN,4)
                Debug.AddCard(14898066,0,0,LOCATION_HAND,0,POS_FACEDOWN)
                Debug.ReloadFieldEnd()
                Debug.ShowHint("Win this turn!")
                """);
        JsonObject json = json("puzzle", puzzle.toString(), "--json");
        check("puzzle", json, COMMANDS.get("puzzle"));
        assertEquals("Win this turn!", json.getAsJsonArray("hints").get(0).getAsString());
    }

    /** bench keeps every key it had, then adds the run's. */
    @Test
    void benchPrintsTheDocumentedKeys() {
        check("bench", json("bench", "--duels", "2", "--warmup", "0", "--live", "1", "--json"), COMMANDS.get("bench"));
        check("bench --live 0", json("bench", "--duels", "1", "--warmup", "0", "--live", "0", "--json"),
                COMMANDS.get("bench"));
    }

    /** bench --fork: the fork figures, then the run's keys over the duels played normally. */
    @Test
    void benchForkPrintsTheDocumentedKeys() {
        check("bench --fork", json("bench", "--fork", "--duels", "1", "--warmup", "0", "--json"), COMMANDS.get("bench --fork"));
    }

    /**
     * check's report with failures in it: one script fails in its initial_effect calling a function
     * the reference API has and Spellspeed lacks (the first one docs/compatibility.md's generated
     * table marks "no"), another by calling nil.
     */
    @Test
    void checkPrintsTheDocumentedKeys() throws IOException {
        String missing = null;
        for (String line : Files.readAllLines(REPO.resolve("docs/compatibility.md"))) {
            if (line.matches("\\| \\d+ \\| `(Duel|Card)\\.\\w+` \\| \\*\\*no\\*\\* \\|.*")) {
                missing = line.split("`")[1];
                break;
            }
        }
        Path scripts = Files.createDirectories(dir.resolve("scripts"));
        Files.writeString(scripts.resolve("c55144522.lua"), "local s,id=GetID()\nfunction s.initial_effect(c)\n  local x="
                + (missing != null ? missing : "Duel.NoSuchFunction") + "(c)\nend\n");
        Files.writeString(scripts.resolve("c5318639.lua"), "local s,id=GetID()\nfunction s.initial_effect(c)\n  local x=nothing(c)\nend\n");
        JsonObject report = json(1, false, "check", "--scripts", scripts.toString(), "--json");
        check("check", report, COMMANDS.get("check"));
        assertEquals(2, report.getAsJsonArray("failures").size(), report.toString());
        if (missing != null) {
            assertEquals(missing, report.getAsJsonArray("missingApi").get(0).getAsJsonObject().get("function").getAsString());
        }
        check("check --explain", json(0, false, "check", "--explain", "55144522", "--json"), COMMANDS.get("check --explain"));
    }

    @Test
    void testJsonIsTheDocumentedOne() {
        JsonObject run = json(1, true, "test", "--json", "--coverage", "--coverage-out", dir.resolve("coverage").toString(),
                REPO.resolve("scripts/tests/examples/direct_attack.lua").toString(),
                REPO.resolve("core/src/test/resources/script-tests/broken/wrong_expectation.lua").toString());
        check("test", run, COMMANDS.get("test"));
        assertEquals(2, run.getAsJsonArray("tests").size(), run.toString());
        assertTrue(run.has("coverage"), run.toString());
        check("test", json(0, true, "test", "--json", REPO.resolve("scripts/tests/examples/direct_attack.lua").toString()),
                COMMANDS.get("test"));
    }

    /**
     * The lists that random play over the bundled cards leaves empty (engine exceptions, aborts,
     * missing API) have their items checked on the run summary itself, which every command prints.
     */
    @Test
    void theItemsOfExceptionsAbortsAndMissingApiAreTheDocumentedOnes() {
        RunSummary summary = new RunSummary(RunOutput.RANDOM_PLAYERS);
        CardPlay failing = new CardPlay("Broken", true, false, 0, 0, 2,
                "c1 (Broken) target: c1.lua:3: not implemented: Duel.GetMustMaterial");
        summary.add(new GameRecord(5, 3, null, "java.lang.IllegalStateException: boom at X", null, Map.of(1, failing)));
        summary.add(new GameRecord(6, 4, null, null, "budget exceeded in Broken's operation, c1.lua:3", Map.of()));
        summary.add(new GameRecord(7, 9, new DuelResult(1, EndReason.LP_ZERO, 9), null, null, Map.of()));
        JsonObject json = JsonParser.parseString(RunOutput.json(Map.of("seed", 5L), summary, Map.of())).getAsJsonObject();
        check("duel (with failures)", json, withDuelKeysOnlyOfTheRun(json));
        for (String list : List.of("exceptions", "aborts", "missingApi", "cards")) {
            JsonArray items = json.getAsJsonArray(list);
            assertEquals(1, items.size(), list + ": " + items);
        }
    }

    /** The run's keys (those every command prints) plus the seed this test gave. */
    private static Map<String, String> withDuelKeysOnlyOfTheRun(JsonObject json) {
        Map<String, String> run = new LinkedHashMap<>();
        COMMANDS.get("demo").forEach((key, type) -> {
            if (RUN_COMMANDS.stream().allMatch(command -> COMMANDS.get(command).containsKey(key)) || key.equals("seed")) {
                run.put(key, type);
            }
        });
        if (run.isEmpty()) {
            fail("no key is documented for every command");
        }
        return run;
    }
}
