package dev.spellspeed.rules.summon;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.moves.ZoneChoice;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.CardHistory;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.SummonType;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.event.DuelEvent;

import java.util.List;

/**
 * Special Summons by a card's own summoning procedure (EFFECT_SPSUMMON_PROC: Synchro, Xyz and Link
 * Summons, Contact Fusion, a script's "Special Summon this card from your hand by …"): a rule, not a
 * chain link (R019). The procedure's target makes the player's choices and its operation pays the costs.
 */
public final class ProcedureSummons {
    private final Duel duel;
    private final ZoneChoice zones;
    private final SpecialSummons specialSummons;
    private final Events events;
    private final Callbacks callbacks;
    private final Prohibitions prohibitions;
    private final SpecialSummonPosition summonPosition;

    public ProcedureSummons(Rules rules) {
        this.duel = rules.duel();
        this.zones = rules.zones();
        this.specialSummons = rules.specialSummons();
        this.events = rules.events();
        this.callbacks = rules.callbacks();
        this.prohibitions = rules.prohibitions();
        this.summonPosition = rules.specialSummonPosition();
    }

    /**
     * A summoning procedure (EFFECT_SPSUMMON_PROC) is used for a card: its target makes the player's
     * choices (materials), its operation pays for them, and the monster is placed (Master Rule 2020
     * zones for an Extra Deck monster). False if the player backed out or the cost left no way.
     */
    public boolean place(Card card, Effect procedure, int player, Object... materials) {
        if (!callbacks.procedureTarget(procedure, player, card, materials)) {
            return false;
        }
        callbacks.procedureOperation(procedure, player, card, materials);
        List<Integer> free = duel.field().freeZones().forSummon(player, card);
        if (free.isEmpty() || card.controller() != player || card.location().isOnField()) {
            return false;
        }
        Location from = card.location();
        int zone = zones.choose(player, free, card);
        Position position = summonPosition(card, procedure, player);
        duel.field().moveToZone(card, player, Location.MZONE, zone, position, duel.turn().number(), Reason.SPSUMMON);
        card.history().recordSummonPlayer(player);
        card.history().recordSummonSource(procedureSource(procedure, player));
        duel.summons().countSummon(player, 2);
        duel.summons().noteSpecialSummon(player, card);
        duel.publish(new DuelEvent.CardMoved(card, player, from, Location.MZONE, Reason.SPSUMMON));
        return true;
    }

    /**
     * A procedure summons in face-up Attack or Defense Position, the player's choice, unless it names
     * its positions (EFFECT_FLAG_SPSUM_PARAM: the target range), as ygopro's special_summon_rule.
     */
    private Position summonPosition(Card card, Effect procedure, int player) {
        int positions = procedure.hasProperty(EffectFlag.SPSUM_PARAM) && procedure.targetRangeSelf() != 0
                ? procedure.targetRangeSelf() : Position.FACEUP_ATTACK.mask() | Position.FACEUP_DEFENSE.mask();
        int allowed = summonPosition.allowed(card, player, positions);
        return allowed == 0 ? Position.FACEUP_ATTACK : summonPosition.choose(player, card, allowed);
    }

    /**
     * A card's own summoning procedure records its card as the summon's source (Card.IsSpecialSummonSetCard);
     * ygopro records none for the rules' own procedures (Synchro, Xyz, Link, …: uncopyable and undisableable).
     */
    private CardHistory.SummonSource procedureSource(Effect procedure, int player) {
        boolean rulesProcedure = procedure.hasProperty(EffectFlag.CANNOT_DISABLE)
                && procedure.hasProperty(EffectFlag.UNCOPYABLE);
        return rulesProcedure ? null : specialSummons.summonSource(procedure, player);
    }

    /** The procedure summon succeeds: its kind is the procedure's value (SUMMON_TYPE_SYNCHRO, …), and it was proper. */
    public void complete(Card card, Effect procedure, int player) {
        duel.field().markSummoned(card, SummonType.ofSpecial(
                EffectValue.numberOf(procedure, 0, procedure, card)), player);
        duel.field().markProperlySummoned(card);
        events.raise(new GameEvent(EventCode.SPSUMMON_SUCCESS, CardGroup.of(card), procedure, Reason.SPSUMMON, player, player, 0));
    }

    /**
     * The card's own summoning condition allows the summon by this procedure: it is a Special Summon of
     * the procedure's kind (a Contact Fusion is no Fusion Summon: "must be Fusion Summoned" refuses it).
     */
    boolean allowed(Card card, Effect procedure, int player) {
        long summonType = SummonType.SPECIAL.value()
                | EffectValue.numberOf(procedure, 0, procedure, card);
        return prohibitions.specialSummonConditionAllows(card, procedure, player, summonType);
    }

    /**
     * The card's summoning procedure whose value is this summon type (SUMMON_TYPE_SYNCHRO, _XYZ, …) and
     * whose condition holds now, or null (Duel.SynchroSummon, Duel.XyzSummon, Card.IsXyzSummonable).
     * {@code materials} are what the script named after the monster (ygopro's smat and mg for a Synchro,
     * og, min and max for an Xyz…), handed on to the procedure's condition, target and operation.
     */
    public Effect find(Card card, long summonType, Object... materials) {
        for (Effect procedure : duel.effects().of(card)) {
            if (procedure.code() == EffectCode.SPSUMMON_PROC && procedure.isRegistered()
                    && card.inRange(procedure.range())
                    && (EffectValue.numberOf(procedure, 0, procedure, card) & 0xff000000L)
                            == (summonType & 0xff000000L)
                    && allowed(card, procedure, card.controller())
                    && callbacks.procedureCondition(procedure, card, materials)) {
                return procedure;
            }
        }
        return null;
    }

    /**
     * A procedure summon performed by a resolving effect ("Synchro Summon 1 monster using …"): no
     * summon-negation window opens in the middle of a chain; it succeeds at once.
     */
    public boolean summonNow(Card card, Effect procedure, int player, Object... materials) {
        duel.summons().setCancelable(false); // an effect's summon: its materials must be chosen (ygopro's summon_cancelable)
        if (!place(card, procedure, player, materials)) {
            return false;
        }
        complete(card, procedure, player);
        return true;
    }
}
