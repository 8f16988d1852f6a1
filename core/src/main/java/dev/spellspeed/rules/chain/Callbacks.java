package dev.spellspeed.rules.chain;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectFunction;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.event.DuelEvent;

/**
 * Calls effect callbacks with ygopro's arguments {@code (e, tp, eg, ep, ev, re, r, rp[, chk, chkc])}.
 * A callback that fails (a script error) counts as failed: a condition or check is false and an
 * operation does nothing; the failure is published so the log and tests see it.
 */
public final class Callbacks {
    private final Duel duel;

    public Callbacks(Duel duel) {
        this.duel = duel;
    }

    /** True when the effect has no condition or its condition holds. */
    public boolean condition(Effect e, int tp, GameEvent ev) {
        return e.condition() == null || truthy(call(e.condition(), "condition", e, tp, ev, null, null));
    }

    /**
     * chk==0: can the cost be paid? The effect counts as cost-checked from here until its target check
     * ({@link #canTarget}) is over, as in ygopro (Effect.IsCostChecked).
     */
    boolean canPayCost(Effect e, int tp, GameEvent ev) {
        e.setCostChecked(true);
        boolean payable = e.cost() == null || truthy(call(e.cost(), "cost", e, tp, ev, 0, null));
        e.setCostChecked(payable);
        return payable;
    }

    /** Pays the cost; the effect stays cost-checked while its targets are chosen ({@link #chooseTargets}). */
    void payCost(Effect e, int tp, GameEvent ev) {
        e.setCostChecked(true);
        if (e.cost() != null) {
            call(e.cost(), "cost", e, tp, ev, 1, null);
        }
    }

    /** chk==0: does the effect have what it needs (legal targets, cards to act on)? */
    public boolean canTarget(Effect e, int tp, GameEvent ev) {
        try {
            return e.target() == null || truthy(call(e.target(), "target", e, tp, ev, 0, null));
        } finally {
            e.setCostChecked(false);
        }
    }

    /** chkc: is this card a legal target for the effect? */
    boolean isLegalTarget(Effect e, int tp, GameEvent ev, Card card) {
        return e.target() != null && truthy(call(e.target(), "target", e, tp, ev, 0, card));
    }

    void chooseTargets(Effect e, int tp, GameEvent ev) {
        try {
            if (e.target() != null) {
                call(e.target(), "target", e, tp, ev, 1, null);
            }
        } finally {
            e.setCostChecked(false);
        }
    }

    /**
     * chk==1 of an effect that decides something when it is asked, not when it is activated (a
     * replacement: "you can … instead"): its target makes the player's choices and says whether the
     * effect is used. An effect without a target is used.
     */
    public boolean decide(Effect e, int tp, GameEvent ev) {
        try {
            return e.target() == null || truthy(call(e.target(), "target", e, tp, ev, 1, null));
        } finally {
            e.setCostChecked(false);
        }
    }

    public void operate(Effect e, int tp, GameEvent ev) {
        if (e.operation() != null) {
            call(e.operation(), "operation", e, tp, ev, null, null);
        }
    }

    /** Duel.ChangeChainOperation: another function resolves with the effect's arguments. */
    void operateWith(EffectFunction operation, Effect e, int tp, GameEvent ev) {
        call(operation, "operation", e, tp, ev, null, null);
    }

    /**
     * A cost a rule asks for before an action (EFFECT_ATTACK_COST: "pay 1000 LP to declare an attack")
     * can be paid: the effect's cost(e, c, tp); true when it has none.
     */
    public boolean actionCostPayable(Effect e, Card c, int tp) {
        return e.cost() == null || truthy(callProcedure(e.cost(), "cost", e, tp, e, c, tp));
    }

    /** A summoning procedure (EFFECT_SPSUMMON_PROC) may be used for card c: condition(e, c). */
    public boolean procedureCondition(Effect e, Card c, Object... materials) {
        return e.condition() == null
                || truthy(callProcedure(e.condition(), "condition", e, c.controller(), append(new Object[] {e, c}, materials)));
    }

    /**
     * The procedure's choices before it is performed (ygopro's target(e,tp,eg,ep,ev,re,r,rp,chk,c),
     * called with chk=1; materials chosen here are kept in the effect for the operation): false
     * cancels the summon.
     */
    public boolean procedureTarget(Effect e, int tp, Card c, Object... materials) {
        return e.target() == null || truthy(callProcedure(e.target(), "target", e, tp,
                append(new Object[] {e, tp, new CardGroup(), 0, 0L, null, 0L, tp, 1, c}, materials)));
    }

    /** Performs the procedure: operation(e,tp,eg,ep,ev,re,r,rp,c) (it pays what the summon asks, e.g. tributes). */
    public void procedureOperation(Effect e, int tp, Card c, Object... materials) {
        if (e.operation() != null) {
            callProcedure(e.operation(), "operation", e, tp,
                    append(new Object[] {e, tp, new CardGroup(), 0, 0L, null, 0L, tp, c}, materials));
        }
    }

    /** A procedure summon by an effect may name its materials (ygopro's smat/mg, og/min/max…): they follow the card. */
    private static Object[] append(Object[] head, Object[] tail) {
        if (tail.length == 0) {
            return head;
        }
        Object[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }

    private Object callProcedure(EffectFunction function, String role, Effect e, int tp, Object... args) {
        duel.chain().enter(e, tp);
        duel.operation().shuffleChecks().enter();
        try {
            return function.invoke(args);
        } catch (RuntimeException failure) {
            duel.purity().noteChange(); // reported: a replay must fail here again
            duel.publish(new DuelEvent.ScriptFailed(e, role, failure.getMessage()));
            return null;
        } finally {
            duel.chain().exit();
            shuffleChangedDecks();
        }
    }

    /** The outermost function has returned: a Deck a card left or was shuffled into is shuffled now. */
    private void shuffleChangedDecks() {
        int players = duel.operation().shuffleChecks().exit();
        for (int player = 0; player < 2; player++) {
            if ((players >> player & 1) != 0) {
                duel.field().shuffleDeck(player, duel.random());
            }
        }
    }

    private Object call(EffectFunction function, String role, Effect e, int tp, GameEvent ev, Integer chk, Card chkc) {
        duel.chain().enter(e, tp);
        duel.operation().shuffleChecks().enter();
        try {
            if (chk == null) {
                return function.invoke(e, tp, ev.cards(), ev.eventPlayer(), ev.value(), ev.reasonEffect(),
                        ev.reason(), ev.reasonPlayer());
            }
            return function.invoke(e, tp, ev.cards(), ev.eventPlayer(), ev.value(), ev.reasonEffect(),
                    ev.reason(), ev.reasonPlayer(), chk, chkc);
        } catch (RuntimeException failure) {
            duel.purity().noteChange(); // reported: a replay must fail here again
            duel.publish(new DuelEvent.ScriptFailed(e, role, failure.getMessage()));
            return null;
        } finally {
            duel.chain().exit();
            shuffleChangedDecks();
        }
    }

    public static boolean truthy(Object value) {
        return value != null && !Boolean.FALSE.equals(value);
    }
}
