package dev.spellspeed.play;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import java.util.ArrayList;
import java.util.List;

/**
 * The messages between the board and its clients (docs/protocol.md): every message is one JSON
 * object with a {@code type}. Clients send {@link Inbound} messages; the server sends the records
 * below. Parsing is strict: anything that is not exactly a known message is refused with a
 * {@link ProtocolError} naming the problem, before it reaches the duel.
 */
public final class Protocol {
    /** The protocol's version, sent in {@link Hello}; a change that breaks a client bumps it. */
    public static final int VERSION = 1;

    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    private Protocol() {}

    /** What went wrong with a client's message; the {@code code} of an {@link ErrorReply}. */
    public enum ErrorCode {
        /** Not JSON, not an object, an unknown type, a missing or mistyped field. */
        MALFORMED("malformed"),
        /** An answer when no prompt of a seat this client plays is pending, or to another decision than the pending one. */
        OUT_OF_TURN("out-of-turn"),
        /** An answer to the pending prompt that is not one of its legal answers. */
        ILLEGAL("illegal"),
        /** The duel is over: nothing to answer. */
        OVER("over"),
        /** A request the board cannot serve here: no replay of a duel started from a puzzle, a tests folder that cannot be written. */
        UNAVAILABLE("unavailable");

        private final String code;

        ErrorCode(String code) {
            this.code = code;
        }

        public String code() {
            return code;
        }
    }

    /** A refused message: the error reply's code and text. */
    public static final class ProtocolError extends Exception {
        private final ErrorCode code;

        public ProtocolError(ErrorCode code, String message) {
            super(message, null, false, false);
            this.code = code;
        }

        public ErrorCode code() {
            return code;
        }
    }

    // ---- client to server ----

    /** A message from a client. */
    public sealed interface Inbound permits Answer, Sync, Undo, Rewind, Restart, SaveReplay, ExportTest, Reload {
    }

    /**
     * The answer to the pending prompt number {@code decision}: for a choice, one option index; for a
     * card selection, the indexes of the chosen candidates (as in a replay file).
     */
    public record Answer(int decision, List<Integer> choice) implements Inbound {
        public Answer {
            choice = List.copyOf(choice);
        }
    }

    /** Asks for the current state again (a reconnecting client). */
    public record Sync() implements Inbound {
    }

    /** Takes back the last decision a person made (and the AI's decisions after it): that prompt is pending again. */
    public record Undo() implements Inbound {
    }

    /** Goes back to decision {@code decision} (0 = the duel's first): the decisions after it are forgotten. */
    public record Rewind(int decision) implements Inbound {
    }

    /** Starts the duel again from its beginning (the same decks, seed and players). */
    public record Restart() implements Inbound {
    }

    /** Asks for the duel so far as a replay file (a {@link Download} of kind {@code replay}). */
    public record SaveReplay() implements Inbound {
    }

    /**
     * Asks for the duel so far as a Lua test: its decisions as the prefix, the board now as the
     * expectations (a {@link Download} of kind {@code test}; saved into the tests folder with {@code --set}).
     */
    public record ExportTest() implements Inbound {
    }

    /**
     * Plays the duel's decisions again with the scripts as they are on disk now; a {@link Reloaded}
     * says whether and where the duel went another way.
     */
    public record Reload() implements Inbound {
    }

    /** Parses one client message. */
    public static Inbound parse(String text) throws ProtocolError {
        JsonObject object;
        try {
            JsonElement element = JsonParser.parseString(text);
            if (!element.isJsonObject()) {
                throw malformed("a message is a JSON object, got " + kindOf(element));
            }
            object = element.getAsJsonObject();
        } catch (JsonParseException | IllegalStateException e) {
            throw malformed("not JSON: " + firstLine(e.getMessage()));
        }
        String type = string(object, "type");
        switch (type) {
            case "answer": {
                only(object, "type", "decision", "choice");
                int decision = integer(object.get("decision"), "decision");
                JsonElement choice = object.get("choice");
                if (choice == null || !choice.isJsonArray()) {
                    throw malformed("'choice' must be an array of option or candidate indexes");
                }
                List<Integer> indexes = new ArrayList<>();
                JsonArray array = choice.getAsJsonArray();
                for (int i = 0; i < array.size(); i++) {
                    indexes.add(integer(array.get(i), "choice[" + i + "]"));
                }
                return new Answer(decision, indexes);
            }
            case "sync":
                only(object, "type");
                return new Sync();
            case "undo":
                only(object, "type");
                return new Undo();
            case "rewind":
                only(object, "type", "decision");
                return new Rewind(integer(object.get("decision"), "decision"));
            case "restart":
                only(object, "type");
                return new Restart();
            case "save-replay":
                only(object, "type");
                return new SaveReplay();
            case "export-test":
                only(object, "type");
                return new ExportTest();
            case "reload":
                only(object, "type");
                return new Reload();
            default:
                throw malformed("unknown message type '" + type
                        + "' (a client sends answer, sync, undo, rewind, restart, save-replay, export-test or reload)");
        }
    }

    // ---- server to client ----

    /**
     * The first message on a connection: who sits where, which seats this page plays, and where the
     * duel started when it was not from two decks ({@code start}: a test's outcome and the point the
     * board opened at; null otherwise).
     */
    public record Hello(String type, int protocol, List<SeatView> seats, String start) {
        public Hello(List<SeatView> seats, String start) {
            this("hello", VERSION, List.copyOf(seats), start);
        }
    }

    /** One seat: its player number, the player's name (human, heuristic, …) and whether the page answers for it. */
    public record SeatView(int player, String name, boolean human) {
    }

    /**
     * The board after every decision: {@code decision} is the number of the pending decision (0 =
     * the first), {@code prompt} the pending prompt when a human seat must answer it (null while an AI
     * thinks or once the duel is over), {@code waitingFor} the seat that must answer, {@code result}
     * the result once the duel is over, {@code log} the whole log so far.
     */
    public record State(String type, int decision, BoardView.Board board, PromptView.View prompt, Integer waitingFor,
                        ResultView result, List<String> log) {
        public State(int decision, BoardView.Board board, PromptView.View prompt, Integer waitingFor,
                     ResultView result, List<String> log) {
            this("state", decision, board, prompt, waitingFor, result, List.copyOf(log));
        }
    }

    /** The end of the duel: the winner (-1 for a draw), why, on which turn, in words. */
    public record ResultView(int winner, String reason, int turn, String text) {
    }

    /**
     * A file for the page to offer as a download, answering {@link SaveReplay} or {@link ExportTest}
     * (to the client that asked only): {@code kind} replay or test, a suggested file {@code name}, its
     * {@code content}, and where the server also saved it ({@code savedTo}, null when it did not).
     */
    public record Download(String type, String kind, String name, String content, String savedTo) {
        public Download(String kind, String name, String content, String savedTo) {
            this("download", kind, name, content, savedTo);
        }
    }

    /**
     * The scripts were reloaded (a {@link Reload}, or a watched file changed), to every client:
     * {@code divergedAt} the decision at which the duel went another way with them and now stands
     * (null when every decision played the same), {@code message} in words; the new {@link State} follows.
     */
    public record Reloaded(String type, Integer divergedAt, String message) {
        public Reloaded(Integer divergedAt, String message) {
            this("reloaded", divergedAt, message);
        }
    }

    /** A refused message; nothing changed. {@code decision} is the pending decision's number (null once over). */
    public record ErrorReply(String type, String code, String message, Integer decision) {
        public ErrorReply(ErrorCode code, String message, Integer decision) {
            this("error", code.code(), message, decision);
        }
    }

    /** Any server message as the JSON text sent on the socket. */
    public static String json(Object message) {
        return GSON.toJson(message);
    }

    /** The JSON tree of a server message (tests read it). */
    public static JsonObject tree(Object message) {
        return GSON.toJsonTree(message).getAsJsonObject();
    }

    private static ProtocolError malformed(String message) {
        return new ProtocolError(ErrorCode.MALFORMED, message);
    }

    private static String string(JsonObject object, String field) throws ProtocolError {
        JsonElement value = object.get(field);
        if (value == null) {
            throw malformed("missing '" + field + "'");
        }
        if (!(value instanceof JsonPrimitive primitive) || !primitive.isString()) {
            throw malformed("'" + field + "' must be a string, got " + kindOf(value));
        }
        return primitive.getAsString();
    }

    private static int integer(JsonElement value, String field) throws ProtocolError {
        if (value == null) {
            throw malformed("missing '" + field + "'");
        }
        if (!(value instanceof JsonPrimitive primitive) || !primitive.isNumber()) {
            throw malformed("'" + field + "' must be an integer, got " + kindOf(value));
        }
        double number = primitive.getAsDouble();
        if (number != Math.rint(number) || Math.abs(number) > Integer.MAX_VALUE) {
            throw malformed("'" + field + "' must be an integer, got " + primitive.getAsString());
        }
        return (int) number;
    }

    private static void only(JsonObject object, String... fields) throws ProtocolError {
        List<String> allowed = List.of(fields);
        for (String key : object.keySet()) {
            if (!allowed.contains(key)) {
                throw malformed("unknown field '" + key + "' in a '" + object.get("type").getAsString() + "' message");
            }
        }
    }

    private static String kindOf(JsonElement element) {
        if (element == null || element.isJsonNull()) {
            return "null";
        }
        if (element.isJsonArray()) {
            return "an array";
        }
        if (element.isJsonObject()) {
            return "an object";
        }
        JsonPrimitive primitive = element.getAsJsonPrimitive();
        return primitive.isString() ? "a string" : primitive.isBoolean() ? "a boolean" : "the number " + primitive.getAsString();
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "unreadable";
        }
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
