package dev.spellspeed.rules.checks;

import dev.spellspeed.rules.turn.DuelOverSignal;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.chain.ActivationTrace;
import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.rules.continuous.EffectReach;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.moves.CardMoves;
import dev.spellspeed.rules.moves.Destruction;
import dev.spellspeed.rules.moves.Equips;
import dev.spellspeed.rules.moves.PositionChanges;
import dev.spellspeed.rules.summon.TrapMonsters;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.EndReason;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.ResetFlag;
import dev.spellspeed.effect.EffectValue;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * The check the game makes of its own state before a player is asked anything and after each chain
 * link (ygopro's adjust_all): changes of negated cards end, negated Trap Monsters return to their
 * zones, Equip Cards that no longer fit are destroyed, so are duplicate "you can only control 1" cards
 * and cards that destroy themselves, positions that an effect sets are taken, EVENT_ADJUST watchers
 * look at the state, and the win check ends the duel. An EVENT_ADJUST effect may ask for the check to
 * run again ({@link #readjust}).
 */
public final class StateCheck {
    private final Duel duel;
    private final Callbacks callbacks;
    private final Prohibitions prohibitions;
    private final UniqueCards uniqueCards;
    private final TrapMonsters trapMonsters;
    private final Equips equips;
    private final Destruction destruction;
    private final CardMoves moves;
    private final PositionChanges positions;
    private final StatChanges statChanges;
    private final EffectReach reach;
    private static final Location[] ZONES = {Location.MZONE, Location.SZONE};

    /** How deep checks run inside checks (an EVENT_ADJUST effect's own moves check again). */
    private int depth;
    private boolean readjustRequested;
    private final Map<Card, Integer> readjusts = new IdentityHashMap<>();
    /**
     * The duel's write count ({@code Duel.writes}) at the last look of {@link #endChangesOfNegatedCards}
     * that found no face-up card with a change ending on negation.
     */
    private long noEndingWrites = -1;

    /** The line's trace: replays skip the scans whose origin acted on nothing and ran only pure scripts; null: none. */
    private ActivationTrace trace;

    public StateCheck(Rules rules) {
        this.duel = rules.duel();
        this.callbacks = rules.callbacks();
        this.prohibitions = rules.prohibitions();
        this.uniqueCards = rules.uniqueCards();
        this.trapMonsters = rules.trapMonsters();
        this.equips = rules.equips();
        this.destruction = rules.destruction();
        this.moves = rules.moves();
        this.positions = rules.positions();
        this.reach = rules.reach();
        this.statChanges = new StatChanges(duel, reach);
    }

    /**
     * Replays of this duel take the values of the stat log's looks whose scripts were proven pure from
     * the trace instead of asking Lua again (issue 29); null: every look computes them.
     */
    public void traceTo(ActivationTrace trace) {
        this.trace = trace;
        statChanges.traceTo(trace);
    }

    /** Logs the ATK/DEF changes a resolving chain link made, naming its card ({@link StatChanges}). */
    public void logStatChanges(Card cause) {
        statChanges.look(cause);
    }

    /** What the game checks whenever a player is about to be asked, and after each chain link. */
    public void run() {
        boolean outermost = depth++ == 0;
        if (outermost && !readjusts.isEmpty()) {
            readjusts.clear(); // clearing an identity map fills its whole table, even when it is empty
        }
        try {
            do {
                readjustRequested = false;
                duel.field().targets().releaseLeft();
                endChangesOfNegatedCards();
                trapMonsters.returnNegated();
                equips.destroyUnfit();
                if (!selfDestructionHeld()) {
                    uniqueCards.destroyDuplicates(destruction); // "you can only control 1": the newer ones go
                    // asked before every prompt: nothing to look at unless such an effect's card is where it
                    // could apply (Spirit Reaper in the Deck destroys nothing)
                    if (reach.mayApplyOnField(EffectCode.SELF_DESTROY) || reach.mayApplyOnField(EffectCode.SELF_TOGRAVE)) {
                        scan(this::destroySelfDestroying);
                    }
                }
                if (reach.mayApplyOnField(EffectCode.SET_POSITION)) {
                    scan(this::takeSetPositions);
                }
                reactToAdjust();
                checkWin();
            } while (readjustRequested);
            if (outermost) {
                statChanges.look(null);
            }
        } finally {
            depth--;
        }
    }

    /**
     * Duel.Readjust: the check of the rules runs again from the start once this one is over (an
     * EVENT_ADJUST effect changed what the others look at). As in ygopro, a card whose effects ask for
     * it a fourth time in one check is sent to the GY instead, so two such effects cannot loop forever.
     */
    public void readjust(Card handler) {
        if (handler == null) {
            return;
        }
        int times = readjusts.merge(handler, 1, Integer::sum);
        if (times > 3) {
            if (handler.location().isOnField()) {
                moves.sendToGraveByRule(List.of(handler), Reason.RULE);
            }
            return;
        }
        readjustRequested = true;
    }

    /**
     * The win check the rules run between actions: a player at 0 LP or who could not draw loses;
     * if both lose at once the duel is a draw (R111). Ends the procedures when the duel is over.
     */
    public void checkWin() {
        if (duel.wonByEffect(0) || duel.wonByEffect(1)) {
            // both at once (Exodia completed by both players): a draw
            int winner = duel.wonByEffect(0) && duel.wonByEffect(1) ? DuelResult.DRAW : duel.wonByEffect(0) ? 0 : 1;
            duel.end(new DuelResult(winner, EndReason.CARD_EFFECT, duel.turn().number()));
            throw new DuelOverSignal();
        }
        boolean lose0 = duel.lp(0) <= 0 || duel.cannotDraw(0);
        boolean lose1 = duel.lp(1) <= 0 || duel.cannotDraw(1);
        if (!lose0 && !lose1) {
            return;
        }
        EndReason reason = (lose0 && duel.lp(0) <= 0) || (lose1 && duel.lp(1) <= 0) ? EndReason.LP_ZERO : EndReason.DECK_OUT;
        int winner = lose0 && lose1 ? DuelResult.DRAW : lose0 ? 1 : 0;
        duel.end(new DuelResult(winner, reason, duel.turn().number()));
        throw new DuelOverSignal();
    }

    /** A change registered with RESET_EVENT+RESET_DISABLE ends for good once its card is negated (R082). */
    private void endChangesOfNegatedCards() {
        // asked at every prompt: nothing can be negated while no EFFECT_DISABLE effect's card is where it applies
        if (!reach.mayApplyOnField(EffectCode.DISABLE)) {
            return;
        }
        long writes = duel.writes();
        if (writes == noEndingWrites) {
            return; // no face-up card had such a change, and no card or effect changed since
        }
        // look only at the face-up cards on the field, copy nothing unless one ends
        boolean found = false;
        reach.hold();
        try {
            for (int player = 0; player < 2; player++) {
                for (Location zone : ZONES) {
                    for (Card card : duel.field().cards(player, zone)) {
                        if (card.isFaceUp()) {
                            found |= endChangesIfNegated(card);
                        }
                    }
                }
            }
        } finally {
            reach.release();
        }
        if (!found) {
            // nothing was asked (no script ran): which face-up cards have such changes is read from the field
            // and the effects' lists and reset flags alone, and the write count moves with any of them
            noEndingWrites = writes;
        }
    }

    /** Ends the card's changes that end on negation if it is negated; false when it has none. */
    private boolean endChangesIfNegated(Card card) {
        List<Effect> ending = null;
        for (Effect effect : duel.effects().of(card)) {
            if ((effect.reset() & ResetFlag.EVENT) != 0 && (effect.reset() & ResetFlag.DISABLE) != 0) {
                if (ending == null) {
                    if (!prohibitions.isDisabled(card)) {
                        return true;
                    }
                    ending = new ArrayList<>(2);
                }
                ending.add(effect);
            }
        }
        if (ending == null) {
            return false;
        }
        reach.release(); // a change ends: what was kept of the others' negation is asked again
        ending.forEach(duel.effects()::remove);
        reach.hold();
        return true;
    }

    /**
     * In the Damage Step, cards that destroy themselves by the rules (and "only 1" duplicates) wait until
     * after damage calculation (the documents' Damage Step: Spirit Reaper targeted during the battle
     * destroys itself after damage calculation; ygopro's selfdes_disabled from the start of the Damage
     * Step to the end of damage calculation).
     */
    private boolean selfDestructionHeld() {
        Phase phase = duel.turn().phase();
        return (phase == Phase.DAMAGE || phase == Phase.DAMAGE_CAL) && !duel.battle().damageCalculated();
    }

    /**
     * "Destroy this card if …" as a rule (EFFECT_SELF_DESTROY, EFFECT_SELF_TOGRAVE): a face-up card on
     * the field such an effect applies to is destroyed (sent to the GY) at the check, one card at a
     * time, by that effect and its player (ygopro's self-destroy check); a monster already destroyed
     * by battle waits for its battle's end.
     */
    private boolean destroySelfDestroying() {
        // judges every card against the same effects and changes nothing until it acts (which releases the
        // hold around its change): whether an effect's card is negated is asked once per card
        reach.hold();
        try {
            return destroyEachSelfDestroying();
        } finally {
            reach.release();
        }
    }

    private boolean destroyEachSelfDestroying() {
        boolean acted = false;
        for (int p = 0; p < 2; p++) {
            for (Location zone : ZONES) {
                // a zone row's list is a snapshot (Field.cards): cards destroyed meanwhile stay in it
                for (Card card : duel.field().cards(p, zone)) {
                    if (!card.isFaceUp() || card.location() != zone || duel.battle().isBattleDestroyed(card)) {
                        continue;
                    }
                    Effect selfDestroy = applying(card, EffectCode.SELF_DESTROY);
                    if (selfDestroy != null) {
                        reach.release();
                        destruction.destroy(CardGroup.of(card), Reason.EFFECT, selfDestroy, selfDestroy.handlerPlayer());
                        reach.hold();
                        acted = true;
                        continue;
                    }
                    Effect toGrave = applying(card, EffectCode.SELF_TOGRAVE);
                    if (toGrave != null) {
                        reach.release();
                        moves.sendToGrave(CardGroup.of(card), Reason.EFFECT, toGrave, toGrave.handlerPlayer());
                        reach.hold();
                        acted = true;
                    }
                }
            }
        }
        return acted;
    }

    /**
     * Makes one scan of the check ({@code scan} says whether it acted on a card). A replay skips, counting
     * its work as it was counted, a scan whose origin acted on nothing and whose scripts were proven to
     * have changed nothing (issue 29): the same state gives the same answers, so it would act on nothing
     * again; any other scan is made again.
     */
    private void scan(BooleanSupplier scan) {
        if (trace == null) {
            scan.getAsBoolean();
            return;
        }
        int[] entry = trace.beginScan();
        int slot = trace.size() - 1;
        if (entry != null) {
            ActivationTrace.countSkipped(entry, 1, duel);
            return;
        }
        if (!trace.recording(slot)) {
            scan.getAsBoolean();
            return;
        }
        long work = duel.work().used();
        long bytes = duel.work().bytes();
        boolean acted;
        long scriptUnits;
        duel.purity().start();
        try {
            acted = scan.getAsBoolean();
            scriptUnits = duel.purity().checkpoint();
        } finally {
            duel.purity().stop();
        }
        long engineUnits = duel.work().used() - work - scriptUnits;
        long strings = duel.work().bytes() - bytes;
        if (acted || !ActivationTrace.workFits(scriptUnits, engineUnits, strings)) {
            trace.recordScan(slot, null);
            return;
        }
        int[] skipped = {ActivationTrace.SCAN, 0, 0, 0};
        ActivationTrace.putWork(skipped, 1, scriptUnits, engineUnits, strings);
        trace.recordScan(slot, skipped);
    }

    private Effect applying(Card card, long code) {
        List<Effect> effects = duel.effects().withCode(code);
        if (effects.isEmpty()) {
            return null; // asked for every face-up card: no iterator for a code nothing has
        }
        for (Effect effect : effects) {
            if (duel.reach().applies(effect, card)) {
                return effect;
            }
        }
        return null;
    }

    /**
     * EFFECT_SET_POSITION (Final Attack Orders, Level Limit - Area B): the monsters it applies to are put
     * into its position by the rules, whenever the game state is checked. When several contradict each
     * other, the one that started applying later wins (the documents: Area B activated first, Final
     * Attack Orders later: Attack Position; Area B chained by Final Attack Orders: Area B resolves later
     * and wins), as ygopro takes the last of the effects sorted by id.
     */
    private boolean takeSetPositions() {
        reach.hold(); // as in destroySelfDestroying
        try {
            return takeEachSetPosition();
        } finally {
            reach.release();
        }
    }

    private boolean takeEachSetPosition() {
        List<Effect> setters = duel.effects().withCode(EffectCode.SET_POSITION);
        boolean acted = false;
        Position onlyWanted = onlyWanted(setters);
        for (int player = 0; player < 2; player++) {
            // a snapshot (Field.cards): a position changed meanwhile does not change it
            for (Card card : duel.field().cards(player, Location.MZONE)) {
                if (onlyWanted != null && card.position() == onlyWanted) {
                    continue; // whichever setter applies wants it as it is: no need to ask their targets
                }
                Effect latest = null;
                for (Effect setter : setters) {
                    if (Position.firstIn(EffectValue.numberOf(setter, 0, setter)) != null
                            && (latest == null || setter.timestamp() > latest.timestamp())
                            && duel.reach().applies(setter, card)) {
                        latest = setter;
                    }
                }
                if (latest == null) {
                    continue;
                }
                Position wanted = Position.firstIn(EffectValue.numberOf(latest, 0, latest));
                if (card.position() != wanted) {
                    reach.release();
                    positions.changePosition(CardGroup.of(card), wanted, latest, latest.handlerPlayer());
                    reach.hold();
                    acted = true;
                    onlyWanted = onlyWanted(setters); // the change may have brought or ended a setter
                }
            }
        }
        return acted;
    }

    /**
     * The one position that every EFFECT_SET_POSITION effect which may apply wants (all with constant
     * values), or null when they differ or one's value is a function: a monster already in it is left as
     * it is whichever of them applies, so their Lua targets need not be asked for it.
     */
    private static Position onlyWanted(List<Effect> setters) {
        Position only = null;
        for (Effect setter : setters) {
            if (!EffectReach.mayApplyOnField(setter)) {
                continue;
            }
            if (!(setter.value() instanceof EffectValue.Constant constant)) {
                return null;
            }
            Position wanted = Position.firstIn(constant.value());
            if (wanted == null) {
                continue; // never taken (the scan skips a setter without a position)
            }
            if (only != null && only != wanted) {
                return null;
            }
            only = wanted;
        }
        return only;
    }

    /**
     * Continuous effects on EVENT_ADJUST look at the game state at these checks (Exodia: is the hand
     * complete?); it is not an event anything can respond to, so it is not recorded as one.
     */
    private void reactToAdjust() {
        List<Effect> watchers = duel.effects().withCode(EventCode.ADJUST);
        if (watchers.isEmpty()) {
            return;
        }
        GameEvent adjustment = new GameEvent(EventCode.ADJUST, new CardGroup(), null, Reason.RULE, duel.turn().player(),
                duel.turn().player(), 0);
        for (Effect effect : List.copyOf(watchers)) {
            Card handler = effect.handler();
            if (!effect.hasType(EffectType.CONTINUOUS) || !effect.isRegistered()
                    || handler != null && !handler.inRange(effect.range())) {
                continue;
            }
            if (callbacks.condition(effect, effect.handlerPlayer(), adjustment)) {
                callbacks.operate(effect, effect.handlerPlayer(), adjustment);
            }
        }
    }
}
