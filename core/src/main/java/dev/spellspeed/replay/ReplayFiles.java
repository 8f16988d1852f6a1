package dev.spellspeed.replay;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads and writes replays as JSON files. */
public final class ReplayFiles {
    private static final Gson GSON = new GsonBuilder().disableHtmlEscaping().create();

    private ReplayFiles() {}

    /** One field per line and one decision per line, so replays stay readable and diff well. */
    public static void write(Replay replay, Path file) throws IOException {
        Files.writeString(file, text(replay), StandardCharsets.UTF_8);
    }

    /** The replay file's text, as {@link #write} writes it (the playtest board offers it as a download). */
    public static String text(Replay replay) {
        StringBuilder out = new StringBuilder("{\n");
        out.append("  \"formatVersion\": ").append(replay.formatVersion()).append(",\n");
        out.append("  \"options\": ").append(GSON.toJson(replay.options())).append(",\n");
        out.append("  \"deck0\": ").append(GSON.toJson(replay.deck0())).append(",\n");
        out.append("  \"deck1\": ").append(GSON.toJson(replay.deck1())).append(",\n");
        if (replay.players() != null) {
            out.append("  \"players\": ").append(GSON.toJson(replay.players())).append(",\n");
        }
        if (replay.files() != null) {
            out.append("  \"files\": ").append(GSON.toJson(replay.files())).append(",\n");
        }
        out.append("  \"decisions\": [");
        String separator = "\n    ";
        for (var decision : replay.decisions()) {
            out.append(separator).append(GSON.toJson(decision));
            separator = ",\n    ";
        }
        out.append("\n  ]\n}\n");
        return out.toString();
    }

    /** The largest replay file read (a long duel's replay is a few hundred KB). */
    public static final long MAX_FILE_BYTES = 16L << 20;

    public static Replay read(Path file) throws ReplayException {
        String text;
        try {
            // refused before reading: a 30 MB replay of a 3-million-card deck took 3.7 GB to fail
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new ReplayException(file + ": " + size + " bytes; a replay file has at most " + MAX_FILE_BYTES
                        + " bytes");
            }
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ReplayException(file + ": no such file");
        } catch (IOException e) {
            throw new ReplayException(file + ": cannot read: " + e.getMessage(), e);
        }
        try {
            JsonObject root = JsonParser.parseString(text).getAsJsonObject();
            if (!root.has("formatVersion")) {
                throw new ReplayException(file + ": not a Spellspeed replay (no formatVersion)");
            }
            int version = root.get("formatVersion").getAsInt();
            if (version != Replay.FORMAT_VERSION) {
                throw new ReplayException(file + ": replay format version " + version
                        + " is not supported; this Spellspeed reads version " + Replay.FORMAT_VERSION);
            }
            try {
                ReplayShape.check(root);
            } catch (ReplayException e) {
                throw new ReplayException(file + ": " + e.getMessage());
            }
            Replay replay = GSON.fromJson(root, Replay.class);
            if (replay.options() == null || replay.deck0() == null || replay.deck1() == null || replay.decisions() == null) {
                throw new ReplayException(file + ": incomplete replay (options, deck0, deck1 and decisions are required)");
            }
            return replay;
        } catch (JsonParseException | IllegalStateException | UnsupportedOperationException | NumberFormatException e) {
            throw new ReplayException(file + ": malformed replay: " + e.getMessage(), e);
        } catch (IllegalArgumentException | NullPointerException e) {
            throw new ReplayException(file + ": invalid replay: " + e.getMessage(), e);
        } catch (RuntimeException e) {
            // Gson wraps a record constructor's refusal ("starting LP must be positive") in its own
            // RuntimeException: the cause is the one-line reason
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            throw new ReplayException(file + ": invalid replay: " + cause.getMessage(), e);
        }
    }
}
