package dev.spellspeed.play;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The board's server over HTTP and a real WebSocket, without a browser. */
class PlayServerTest {
    private final HttpClient http = HttpClient.newHttpClient();

    /** A socket client that keeps every text message. */
    private static final class Listener implements WebSocket.Listener {
        final BlockingQueue<JsonObject> messages = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket socket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                messages.add(JsonParser.parseString(partial.toString()).getAsJsonObject());
                partial.setLength(0);
            }
            socket.request(1);
            return null;
        }

        JsonObject next(String type) throws InterruptedException {
            while (true) {
                JsonObject message = messages.poll(60, TimeUnit.SECONDS);
                if (message == null) {
                    throw new AssertionError("no '" + type + "' message within 60 s");
                }
                if (message.get("type").getAsString().equals(type)) {
                    return message;
                }
            }
        }
    }

    private WebSocket open(PlayServer server, String token, String origin, Listener listener) {
        WebSocket.Builder builder = http.newWebSocketBuilder();
        if (origin != null) {
            builder.header("Origin", origin);
        }
        return builder.buildAsync(URI.create("ws://127.0.0.1:" + server.port() + "/ws?token=" + token), listener).join();
    }

    private HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
    }

    @Test
    void theServerListensOnLoopbackAndThePageNeedsTheToken() throws Exception {
        try (PlayTable table = Boards.table(8, "heuristic"); PlayServer server = PlayServer.start(table, PlayServer.LOOPBACK, 0)) {
            assertTrue(server.url().startsWith("http://127.0.0.1:" + server.port() + "/?token="), server.url());
            assertEquals(32, server.token().length());
            HttpResponse<String> page = get(server.url());
            assertEquals(200, page.statusCode());
            assertTrue(page.body().contains("/board/main.js"));
            assertEquals(403, get("http://127.0.0.1:" + server.port() + "/").statusCode());
            assertEquals(403, get("http://127.0.0.1:" + server.port() + "/?token=" + "0".repeat(32)).statusCode());
            HttpResponse<String> module = get("http://127.0.0.1:" + server.port() + "/board/widgets.js");
            assertEquals(200, module.statusCode());
            assertTrue(module.body().contains("SELECT_CARDS"));
        }
    }

    @Test
    void theSocketRefusesAWrongTokenAndAForeignOrigin() throws Exception {
        try (PlayTable table = Boards.table(8, "heuristic"); PlayServer server = PlayServer.start(table, PlayServer.LOOPBACK, 0)) {
            CompletionException wrongToken = assertThrows(CompletionException.class,
                    () -> open(server, "0".repeat(32), null, new Listener()));
            assertInstanceOf(WebSocketHandshakeException.class, wrongToken.getCause());
            assertEquals(403, ((WebSocketHandshakeException) wrongToken.getCause()).getResponse().statusCode());
            CompletionException foreign = assertThrows(CompletionException.class,
                    () -> open(server, server.token(), "http://evil.example", new Listener()));
            assertEquals(403, ((WebSocketHandshakeException) foreign.getCause()).getResponse().statusCode());
            // positive control: the page's own origin, and a client without one (a bot), are let in
            Listener page = new Listener();
            open(server, server.token(), "http://127.0.0.1:" + server.port(), page);
            assertEquals(1, page.next("hello").get("protocol").getAsInt());
            Listener bot = new Listener();
            open(server, server.token(), null, bot);
            assertEquals("state", bot.next("state").get("type").getAsString());
        }
    }

    @Test
    void aClientPlaysOverTheSocketAndMalformedMessagesAreRefused() throws Exception {
        try (PlayTable table = Boards.table(8, "heuristic"); PlayServer server = PlayServer.start(table, PlayServer.LOOPBACK, 0)) {
            Listener listener = new Listener();
            WebSocket socket = open(server, server.token(), null, listener);
            JsonObject hello = listener.next("hello");
            assertEquals("human", hello.getAsJsonArray("seats").get(0).getAsJsonObject().get("name").getAsString());
            JsonObject state = listener.next("state");
            socket.sendText("{\"type\":\"answer\"", true).join();
            JsonObject error = listener.next("error");
            assertEquals("malformed", error.get("code").getAsString());
            socket.sendText(PlayTableTest.firstLegal(state), true).join();
            JsonObject next = listener.next("state");
            assertNotEquals(state.get("decision"), next.get("decision"));
        }
    }

    @Test
    void twoServersAtOnceHaveTheirOwnTokensAndDuels() throws Exception {
        try (PlayTable first = Boards.table(8, "heuristic"); PlayServer a = PlayServer.start(first, PlayServer.LOOPBACK, 0);
             PlayTable second = Boards.table(8, "heuristic"); PlayServer b = PlayServer.start(second, PlayServer.LOOPBACK, 0)) {
            assertNotEquals(a.token(), b.token());
            assertNotEquals(a.port(), b.port());
            CompletionException refused = assertThrows(CompletionException.class,
                    () -> open(b, a.token(), null, new Listener()));
            assertInstanceOf(WebSocketHandshakeException.class, refused.getCause());
            Listener la = new Listener();
            WebSocket sa = open(a, a.token(), null, la);
            JsonObject stateA = la.next("state");
            String secondBefore = second.stateJson();
            sa.sendText(PlayTableTest.firstLegal(stateA), true).join();
            assertNotEquals(stateA.get("decision"), la.next("state").get("decision"));
            assertEquals(secondBefore, second.stateJson());
        }
    }
}
