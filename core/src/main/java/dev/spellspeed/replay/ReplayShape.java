package dev.spellspeed.replay;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import dev.spellspeed.decision.PromptKind;

import java.math.BigDecimal;
import java.util.Map;

/**
 * A replay file checked field by field before it is turned into a {@link Replay}: each field present
 * with the right type, every number whole and in its range (nothing narrowed silently: a seed is a
 * 64-bit integer, a card code a positive 32-bit one), lists no longer than the documented limits. The
 * first problem is reported as one line naming the field, e.g. {@code decisions[12].player: 3 is not
 * a player (0 or 1)}.
 */
final class ReplayShape {
    /** The longest deck section a replay may hold (a legal Main Deck has 60 cards at most). */
    static final int MAX_DECK_SECTION = 1_000;
    /** The most option indexes one decision may hold (a selection of that many cards). */
    static final int MAX_CHOICE = 10_000;

    private ReplayShape() {}

    static void check(JsonObject root) throws ReplayException {
        JsonObject options = object(root, "options", "options");
        wholeNumber(options, "seed", "options.seed", Long.MIN_VALUE, Long.MAX_VALUE, true);
        for (String field : new String[] {"startingLp", "openingHand", "handLimit", "firstPlayer", "turnLimit"}) {
            wholeNumber(options, field, "options." + field, Integer.MIN_VALUE, Integer.MAX_VALUE, false);
        }
        for (String field : new String[] {"workBudget", "memoryBudget"}) {
            wholeNumber(options, field, "options." + field, 0, Long.MAX_VALUE, false);
        }
        for (String deck : new String[] {"deck0", "deck1"}) {
            JsonObject sections = object(root, deck, deck);
            for (String section : new String[] {"main", "extra", "side"}) {
                JsonArray codes = array(sections, section, deck + "." + section, section.equals("main"));
                if (codes == null) {
                    continue;
                }
                if (codes.size() > MAX_DECK_SECTION) {
                    throw new ReplayException(deck + "." + section + ": " + codes.size() + " cards; at most "
                            + MAX_DECK_SECTION);
                }
                for (int i = 0; i < codes.size(); i++) {
                    number(codes.get(i), deck + "." + section + "[" + i + "]", 1, Integer.MAX_VALUE, "a card code");
                }
            }
        }
        if (root.has("players") && !root.get("players").isJsonNull()) {
            JsonArray players = array(root, "players", "players", true);
            if (players.size() != 2) {
                throw new ReplayException("players: " + players.size() + " names; a replay names 2 players");
            }
            for (int i = 0; i < 2; i++) {
                string(players.get(i), "players[" + i + "]");
            }
        }
        if (root.has("files") && !root.get("files").isJsonNull()) {
            JsonObject files = object(root, "files", "files");
            for (Map.Entry<String, JsonElement> entry : files.entrySet()) {
                string(entry.getValue(), "files." + entry.getKey());
            }
        }
        JsonArray decisions = array(root, "decisions", "decisions", true);
        for (int i = 0; i < decisions.size(); i++) {
            decision(decisions.get(i), "decisions[" + i + "]");
        }
    }

    private static void decision(JsonElement element, String path) throws ReplayException {
        if (!element.isJsonObject()) {
            throw new ReplayException(path + ": " + describe(element) + " is not a decision (an object)");
        }
        JsonObject decision = element.getAsJsonObject();
        number(required(decision, "player", path + ".player"), path + ".player", 0, 1, "a player (0 or 1)");
        JsonElement kind = required(decision, "kind", path + ".kind");
        String name = string(kind, path + ".kind");
        try {
            PromptKind.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new ReplayException(path + ".kind: \"" + name + "\" is not a prompt kind");
        }
        JsonArray choice = array(decision, "choice", path + ".choice", true);
        if (choice.size() > MAX_CHOICE) {
            throw new ReplayException(path + ".choice: " + choice.size() + " indexes; at most " + MAX_CHOICE);
        }
        for (int j = 0; j < choice.size(); j++) {
            number(choice.get(j), path + ".choice[" + j + "]", 0, Integer.MAX_VALUE, "an option index (0 or more)");
        }
        if (decision.has("answer") && !decision.get("answer").isJsonNull()) {
            string(decision.get("answer"), path + ".answer");
        }
    }

    private static JsonElement required(JsonObject object, String field, String path) throws ReplayException {
        JsonElement value = object.get(field);
        if (value == null || value.isJsonNull()) {
            throw new ReplayException(path + ": missing");
        }
        return value;
    }

    private static JsonObject object(JsonObject parent, String field, String path) throws ReplayException {
        JsonElement value = required(parent, field, path);
        if (!value.isJsonObject()) {
            throw new ReplayException(path + ": " + describe(value) + " is not an object");
        }
        return value.getAsJsonObject();
    }

    private static JsonArray array(JsonObject parent, String field, String path, boolean needed) throws ReplayException {
        JsonElement value = parent.get(field);
        if ((value == null || value.isJsonNull()) && !needed) {
            return null;
        }
        value = required(parent, field, path);
        if (!value.isJsonArray()) {
            throw new ReplayException(path + ": " + describe(value) + " is not a list");
        }
        return value.getAsJsonArray();
    }

    private static String string(JsonElement value, String path) throws ReplayException {
        if (!value.isJsonPrimitive() || !value.getAsJsonPrimitive().isString()) {
            throw new ReplayException(path + ": " + describe(value) + " is not a string");
        }
        return value.getAsString();
    }

    private static void wholeNumber(JsonObject parent, String field, String path, long min, long max, boolean needed)
            throws ReplayException {
        JsonElement value = parent.get(field);
        if (value == null || value.isJsonNull()) {
            if (needed) {
                throw new ReplayException(path + ": missing");
            }
            return;
        }
        number(value, path, min, max, "a whole number from " + min + " to " + max);
    }

    /** A JSON number that is whole and within [min, max]: nothing is rounded or cut to fit. */
    private static void number(JsonElement value, String path, long min, long max, String what) throws ReplayException {
        if (!value.isJsonPrimitive() || !((JsonPrimitive) value).isNumber()) {
            throw new ReplayException(path + ": " + describe(value) + " is not " + what);
        }
        BigDecimal exact;
        try {
            exact = new BigDecimal(value.getAsString());
        } catch (NumberFormatException e) {
            throw new ReplayException(path + ": " + value + " is not " + what);
        }
        boolean whole = exact.signum() == 0 || exact.stripTrailingZeros().scale() <= 0;
        if (!whole || exact.compareTo(BigDecimal.valueOf(min)) < 0 || exact.compareTo(BigDecimal.valueOf(max)) > 0) {
            throw new ReplayException(path + ": " + value + " is not " + what);
        }
    }

    private static String describe(JsonElement value) {
        String text = value.toString();
        return text.length() > 40 ? text.substring(0, 40) + "…" : text;
    }
}
