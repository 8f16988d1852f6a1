package dev.spellspeed.play;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.session.DuelRecipe;
import dev.spellspeed.session.DuelSession;

/**
 * The board's Reload: the card databases read again (with a {@link CardReload}) and the duel's
 * decisions replayed on a duel of the new recipe ({@link ScriptReload}), or, when a database cannot
 * be read, lost a card of the duel, or cannot set the duel up, a refusal that changes nothing.
 */
final class SourceReload {
    private static final String KEPT = " (the duel goes on with the scripts and cards it had)";

    private SourceReload() {}

    /**
     * What a reload gives the table: the recipe and the replayed duel, or (outcome null) the
     * refusal's message, the duel left as it was.
     */
    record Result(DuelRecipe recipe, ScriptReload.Outcome outcome, String refusal) {
    }

    /** Replays {@code session}'s decisions with the scripts, and with {@code cards} the databases, as they are on disk now. */
    static Result reload(DuelRecipe recipe, CardReload cards, DuelSession session) {
        DuelRecipe next = recipe;
        String what = "scripts";
        if (cards != null) {
            what = "scripts and cards";
            CardDatabase read;
            try {
                read = cards.read();
            } catch (RuntimeException e) {
                return refused("the card databases could not be read: " + e.getMessage() + KEPT);
            }
            String missing = CardReload.missing(session.duel(), read);
            if (missing != null) {
                return refused("not reloaded: " + missing + KEPT);
            }
            try {
                next = cards.recipe(read);
            } catch (RuntimeException e) {
                return refused("the duel cannot be set up with the card databases as they are now: " + e.getMessage() + KEPT);
            }
        }
        try {
            return new Result(next, ScriptReload.reload(next, session, what), null);
        } catch (RuntimeException | Error e) {
            return refused("the " + what + " could not be reloaded: " + e + " (the duel goes on with the " + what + " it had)");
        }
    }

    private static Result refused(String message) {
        return new Result(null, null, message);
    }
}
