package dev.spellspeed.script.api;

import dev.spellspeed.rules.Rules;
import dev.spellspeed.data.CardData;
import dev.spellspeed.decision.RandomDecider;
import dev.spellspeed.decision.ScriptedDecider;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelOptions;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.script.DuelScripts;
import dev.spellspeed.script.PrototypeCache;
import dev.spellspeed.script.ScriptDirectories;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.sandbox.SandboxOptions;
import org.junit.jupiter.api.BeforeEach;
import org.luaj.vm2.Varargs;

import java.nio.file.Path;
import java.util.List;

/**
 * An empty duel with the Lua API installed, for tests of the bindings: player 0's Main Phase 1 of
 * turn 1; player 0 answers prompts through {@link #decider}, player 1 at random.
 */
abstract class LuaApiFixture {
    protected final ScriptedDecider decider = new ScriptedDecider(new RandomDecider(1));
    protected Duel duel;
    protected DuelScripts scripts;
    protected LuaBridge bridge;

    @BeforeEach
    void openDuel() {
        ScriptHost host = new ScriptHost(ScriptDirectories.of(List.of(Path.of("src/test/resources/script/api")),
                Path.of("../scripts")), SandboxOptions.defaults(), new PrototypeCache(100));
        duel = Duel.empty(DuelOptions.standard(1), decider, new RandomDecider(2));
        duel.beginTurn(0);
        duel.setPhaseQuietly(Phase.MAIN1);
        scripts = host.openDuel(code -> null);
        Rules rules = Rules.of(duel);
        bridge = ScriptApi.install(rules, scripts);
    }

    /** Runs a Lua chunk with these arguments as {@code ...}. */
    protected Varargs run(String chunk, Object... args) {
        return scripts.globals().load(chunk, "=test").invoke(bridge.toLua(args));
    }

    protected boolean is(String chunk, Object... args) {
        return run(chunk, args).arg1().toboolean();
    }

    /** Places a card owned and controlled by {@code player}. */
    protected Card at(CardData data, int player, Location location, int sequence, Position position) {
        return duel.placeCard(data, player, player, location, sequence, position);
    }
}
