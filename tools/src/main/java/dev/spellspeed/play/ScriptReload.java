package dev.spellspeed.play;

import dev.spellspeed.decision.IllegalDecisionException;
import dev.spellspeed.decision.Prompt;
import dev.spellspeed.decision.RecordedDecision;
import dev.spellspeed.session.DuelRecipe;
import dev.spellspeed.session.DuelSession;

import java.util.List;

/**
 * Reload scripts: the duel's decisions played again on a fresh duel of the same recipe, which loads
 * the scripts as they are on disk now (the prototype cache recompiles a file whose content changed).
 * Decision by decision the new duel's log and prompts are compared with the old duel's; where they
 * first differ, or a recorded answer is not legal any more, the new duel stops, at that decision,
 * and the author continues from there.
 */
final class ScriptReload {
    private ScriptReload() {}

    /**
     * The new duel and what happened.
     *
     * @param divergedAt the decision (0 = the first) at which the new duel stopped because it went
     *                   another way, or null when all the decisions replayed the same
     * @param message    one line for the page
     */
    record Outcome(DuelSession session, Integer divergedAt, String message) {
    }

    /** Replays {@code old}'s decisions with {@code recipe}'s duel; {@code old} is left as it is. */
    static Outcome reload(DuelRecipe recipe, DuelSession old, String what) {
        DuelSession fresh = DuelSession.start(recipe);
        try {
            return replay(fresh, old, what);
        } catch (RuntimeException | Error e) {
            fresh.close(); // the old duel goes on: the new one's thread must not wait at its prompt forever
            throw e;
        }
    }

    private static Outcome replay(DuelSession fresh, DuelSession old, String what) {
        List<RecordedDecision> history = old.history();
        List<String> oldLog = old.duel().log().lines();
        int checked = 0;
        for (int i = 0; i < history.size(); i++) {
            List<String> log = fresh.duel().log().lines();
            int until = old.line().logSizeAt(i);
            String difference = firstDifference(oldLog, until, log, checked);
            if (difference == null && log.size() > until) {
                difference = "now also \"" + log.get(until).strip() + "\"";
            }
            if (difference != null) {
                return diverged(what, fresh, i, difference);
            }
            checked = until;
            RecordedDecision decision = history.get(i);
            Prompt prompt = fresh.pending();
            if (prompt == null) {
                return diverged(what, fresh, i, "the duel ended (" + fresh.result() + ") where player " + decision.player()
                        + " was asked (" + decision.kind() + ")");
            }
            if (prompt.player() != decision.player() || prompt.kind() != decision.kind()) {
                return diverged(what, fresh, i, "player " + prompt.player() + " is asked " + prompt.kind() + " where player "
                        + decision.player() + " was asked " + decision.kind());
            }
            try {
                fresh.answer(decision.choice());
            } catch (IllegalDecisionException e) {
                return diverged(what, fresh, i, "the answer taken then, " + decision.answer() + ", is not legal now: "
                        + e.getMessage().lines().findFirst().orElse(""));
            }
            String now = fresh.history().get(i).answer();
            if (!java.util.Objects.equals(now, decision.answer())) {
                // the same option number is another answer now (the legal answers changed): stop before it
                fresh.goTo(i);
                return diverged(what, fresh, i, "the answer taken then, " + decision.answer() + ", is " + now + " now");
            }
        }
        String difference = firstDifference(oldLog, oldLog.size(), fresh.duel().log().lines(), checked);
        if (difference == null && fresh.duel().log().lines().size() == oldLog.size()) {
            return new Outcome(fresh, null, what + " reloaded: all " + history.size()
                    + " decisions play the same with them");
        }
        if (difference == null) {
            difference = "it goes on: " + fresh.duel().log().lines().get(oldLog.size()).strip();
        }
        // after the last decision: nothing to take back, the duel goes on from here with the new scripts
        return new Outcome(fresh, history.size(), what + " reloaded; they play differently after the last decision ("
                + history.size() + "), turn " + fresh.duel().turn().number() + ": " + difference);
    }

    private static Outcome diverged(String what, DuelSession fresh, int decision, String difference) {
        return new Outcome(fresh, decision, what + " reloaded; they play differently before decision " + (decision + 1)
                + ", turn " + fresh.duel().turn().number() + " (" + fresh.duel().turn().phase() + "): " + difference
                + ". The duel goes on from there with the new " + what + "; the decisions after it are dropped");
    }

    /** The first line from {@code from} to {@code until} in which the new log differs from the old, said in words, or null. */
    private static String firstDifference(List<String> oldLog, int until, List<String> log, int from) {
        for (int k = from; k < until; k++) {
            if (k >= log.size()) {
                return "was \"" + oldLog.get(k).strip() + "\", now nothing";
            }
            if (!oldLog.get(k).equals(log.get(k))) {
                return "was \"" + oldLog.get(k).strip() + "\", now \"" + log.get(k).strip() + "\"";
            }
        }
        return null;
    }
}
