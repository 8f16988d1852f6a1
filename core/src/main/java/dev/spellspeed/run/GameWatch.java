package dev.spellspeed.run;

import dev.spellspeed.data.CardData;
import dev.spellspeed.decision.ImpossiblePromptError;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.event.DuelEvent;
import dev.spellspeed.rules.turn.DuelRunner;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.script.ScriptException;
import dev.spellspeed.script.ScriptHost;
import dev.spellspeed.script.api.ScriptedDuels;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Watches one duel as a listener on its events and makes its {@link GameRecord}: the cards dealt
 * when the watch began, every effect activated, every Special Summon from the Extra Deck, every Lua
 * error by the card whose script failed, and how the game ended. Nothing in the engine knows it is
 * watched. One watch per duel, used on the duel's thread.
 */
public final class GameWatch {
    private final Duel duel;
    private final Map<Integer, Tally> cards = new HashMap<>();

    private static final class Tally {
        String name = "?";
        boolean dealt;
        boolean extraDeck;
        int activations;
        int summons;
        int errors;
        String firstError;
        String tolerated;

        CardPlay freeze() {
            return new CardPlay(name, dealt, extraDeck, activations, summons, errors, firstError, tolerated);
        }
    }

    private GameWatch(Duel duel) {
        this.duel = duel;
        for (Card card : duel.field().allCards()) {
            tally(card).dealt = true;
        }
        duel.subscribe(this::observe);
    }

    /** Starts watching a duel whose cards are all in place (decks dealt, or a puzzle's board set up). */
    public static GameWatch on(Duel duel) {
        return new GameWatch(duel);
    }

    /**
     * Gives the duel its scripts from {@code host}, plays it to its end and returns its record; an
     * engine exception stops the game and is recorded with the seed, it does not propagate.
     */
    public static GameRecord play(Rules rules, ScriptHost host) {
        GameWatch watch = on(rules.duel());
        try {
            watch.loadFailures(ScriptedDuels.prepare(rules, host).failures());
            return watch.ended(new DuelRunner(rules).play());
        } catch (RuntimeException | StackOverflowError | ImpossiblePromptError e) {
            return watch.failed(e);
        }
    }

    /** Counts the cards whose script failed to load or whose {@code initial_effect} failed. */
    public void loadFailures(List<ScriptException> failures) {
        for (ScriptException failure : failures) {
            Tally tally = cards.computeIfAbsent(failure.error().cardCode(), code -> new Tally());
            if (failure.error().cardName() != null) {
                tally.name = failure.error().cardName();
            }
            error(tally, failure.error().summary());
        }
    }

    /** The game ended; a duel aborted by its work or memory budget, or cancelled, counts as aborted. */
    public GameRecord ended(DuelResult result) {
        if (result.isAborted()) {
            return aborted(result.detail());
        }
        return new GameRecord(seed(), result.turn(), result, null, null, freeze());
    }

    /** An engine exception stopped the game. */
    public GameRecord failed(Throwable exception) {
        return new GameRecord(seed(), duel.turn().number(), null, describe(exception), null, freeze());
    }

    /** The game was stopped by a budget or cancelled: {@code cause} says which, where and why. */
    public GameRecord aborted(String cause) {
        return new GameRecord(seed(), duel.turn().number(), null, null, cause, freeze());
    }

    /** The game was set up but not played (a puzzle's starting position). */
    public GameRecord setUp() {
        return new GameRecord(seed(), duel.turn().number(), null, null, null, freeze());
    }

    /** The exception and the engine frame it came from, on one line. */
    public static String describe(Throwable e) {
        String where = "";
        for (StackTraceElement frame : e.getStackTrace()) {
            if (frame.getClassName().startsWith("dev.spellspeed.")) {
                where = " at " + frame;
                break;
            }
        }
        String text = String.valueOf(e);
        return text.lines().findFirst().orElse(text) + where;
    }

    private long seed() {
        return duel.options().seed();
    }

    private Map<Integer, CardPlay> freeze() {
        Map<Integer, CardPlay> frozen = new HashMap<>();
        cards.forEach((code, tally) -> frozen.put(code, tally.freeze()));
        return frozen;
    }

    /** Counts one event of the duel; the watch hears every event itself, and is given earlier ones this way. */
    public void observe(DuelEvent event) {
        if (event instanceof DuelEvent.Activated activated) {
            Card card = activated.card() != null ? activated.card() : activated.effect().owner();
            if (card != null) {
                tally(card).activations++;
            }
        } else if (event instanceof DuelEvent.CardMoved moved) {
            // a Special Summon from the Extra Deck: what Fusion, Synchro, Xyz, Link and Extra Deck Pendulum Summons have in common
            if (moved.from() == Location.EXTRA && moved.to() == Location.MZONE
                    && Reason.has(moved.reason(), Reason.SPSUMMON) && moved.card().data().isExtraDeckMonster()) {
                tally(moved.card()).summons++;
            }
        } else if (event instanceof DuelEvent.ScriptTolerated tolerated) {
            Tally tally = cards.computeIfAbsent(tolerated.cardCode(), code -> new Tally());
            if (tolerated.cardName() != null) {
                tally.name = tolerated.cardName();
            }
            if (tally.tolerated == null) {
                tally.tolerated = tolerated.message();
            }
        } else if (event instanceof DuelEvent.ScriptFailed failed) {
            Effect effect = failed.effect();
            Card owner = effect == null ? null : effect.owner();
            Tally tally = owner == null ? cards.computeIfAbsent(0, code -> new Tally()) : tally(owner);
            String message = String.valueOf(failed.message());
            // the host's messages name the card and the callback already; a bare Java message gets the callback
            error(tally, message.contains(failed.role()) ? message : failed.role() + ": " + message);
        }
    }

    private Tally tally(Card card) {
        Tally tally = cards.computeIfAbsent(card.code(), code -> new Tally());
        CardData data = card.data();
        tally.name = card.name();
        tally.extraDeck = data.isExtraDeckMonster();
        return tally;
    }

    private static void error(Tally tally, String message) {
        tally.errors++;
        if (tally.firstError == null) {
            tally.firstError = message.lines().findFirst().orElse(message);
        }
    }
}
