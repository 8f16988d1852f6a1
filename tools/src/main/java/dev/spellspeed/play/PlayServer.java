package dev.spellspeed.play;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.staticfiles.Location;
import io.javalin.websocket.WsContext;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The board's web server (Javalin, embedded): serves the page and its modules from the jar and the
 * table's WebSocket. It listens on loopback unless told otherwise; the page and the socket need the
 * session's random token ({@code ?token=…}, 128 bits), and the socket refuses a browser page from
 * any other origin (a site the user visits cannot drive the duel).
 */
public final class PlayServer implements AutoCloseable {
    /** The address the server binds by default: this machine only. */
    public static final String LOOPBACK = "127.0.0.1";

    private final PlayTable table;
    private final String token;
    private final Javalin app;
    private final Map<WsContext, PlayTable.Client> clients = new ConcurrentHashMap<>();
    private final String host;

    private PlayServer(PlayTable table, String host, String token) {
        this.table = Objects.requireNonNull(table, "table");
        this.host = host;
        this.token = token;
        this.app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.jetty.host = host;
            config.staticFiles.add(files -> {
                files.hostedPath = "/board";
                files.directory = "/board";
                files.location = Location.CLASSPATH;
            });
            config.routes.get("/", this::page);
            config.routes.wsBeforeUpgrade("/ws", this::checkUpgrade);
            config.routes.ws("/ws", ws -> {
                ws.onConnect(ctx -> {
                    ctx.session.setIdleTimeout(java.time.Duration.ZERO);
                    PlayTable.Client client = ctx::send;
                    clients.put(ctx, client);
                    table.connect(client);
                });
                ws.onMessage(ctx -> {
                    PlayTable.Client client = clients.get(ctx);
                    if (client != null) {
                        table.receive(client, ctx.message());
                    }
                });
                ws.onClose(ctx -> {
                    PlayTable.Client client = clients.remove(ctx);
                    if (client != null) {
                        table.disconnect(client);
                    }
                });
            });
        });
    }

    /** Serves {@code table} on {@code host}:{@code port} (0: a free port) with a new random token. */
    public static PlayServer start(PlayTable table, String host, int port) {
        byte[] bytes = new byte[16];
        new SecureRandom().nextBytes(bytes);
        PlayServer server = new PlayServer(table, host, HexFormat.of().formatHex(bytes));
        server.app.start(port);
        return server;
    }

    public int port() {
        return app.port();
    }

    public String token() {
        return token;
    }

    /** The address to open in a browser, token included. */
    public String url() {
        return "http://" + host + ":" + port() + "/?token=" + token;
    }

    @Override
    public void close() {
        app.stop();
    }

    private void page(Context ctx) throws IOException {
        if (!tokenMatches(ctx.queryParam("token"))) {
            ctx.status(403).result("This board needs its session token: open the address spellspeed play printed.");
            return;
        }
        try (InputStream page = PlayServer.class.getResourceAsStream("/board/index.html")) {
            if (page == null) {
                ctx.status(500).result("the board's page is missing from the jar");
                return;
            }
            ctx.contentType("text/html; charset=utf-8").result(new String(page.readAllBytes(), StandardCharsets.UTF_8));
        }
    }

    /** The socket needs the token and, from a browser, a page of this server (its Origin). */
    private void checkUpgrade(Context ctx) {
        if (!tokenMatches(ctx.queryParam("token"))) {
            throw new ForbiddenResponse("wrong or missing session token");
        }
        String origin = ctx.header("Origin");
        if (origin != null && !allowedOrigin(origin)) {
            throw new ForbiddenResponse("origin " + origin + " may not open this board's socket");
        }
    }

    /** A page this server served: its own address, by the name it was opened with. */
    boolean allowedOrigin(String origin) {
        int port = port();
        return origin.equals("http://" + host + ":" + port) || origin.equals("http://127.0.0.1:" + port)
                || origin.equals("http://localhost:" + port) || origin.equals("http://[::1]:" + port);
    }

    private boolean tokenMatches(String given) {
        return given != null && MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8),
                token.getBytes(StandardCharsets.UTF_8));
    }
}
