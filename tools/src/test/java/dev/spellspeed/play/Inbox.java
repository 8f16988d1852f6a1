package dev.spellspeed.play;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** A test client of a table: keeps every message it is sent, in order. */
final class Inbox implements PlayTable.Client {
    private final BlockingQueue<JsonObject> messages = new LinkedBlockingQueue<>();

    @Override
    public void send(String json) {
        messages.add(JsonParser.parseString(json).getAsJsonObject());
    }

    /** The next message (waiting up to 60 s). */
    JsonObject next() {
        try {
            JsonObject message = messages.poll(60, TimeUnit.SECONDS);
            if (message == null) {
                throw new AssertionError("no message from the table within 60 s");
            }
            return message;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** The next message of a type, skipping others. */
    JsonObject next(String type) {
        while (true) {
            JsonObject message = next();
            if (message.get("type").getAsString().equals(type)) {
                return message;
            }
        }
    }

    boolean isEmpty() {
        return messages.isEmpty();
    }
}
