package dev.spellspeed.duel;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;
import dev.spellspeed.effect.Effect;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What a card was and what happened to it, as ygopro's scripts ask about it: its identity on the
 * field (field id), why and by whom it last moved, who summoned it and from where, what it was on
 * the field before it left, which monsters it battled this turn. The engine records; scripts read.
 */
public final class CardHistory {
    /** What a card was as it left the field: its name(s), type, race and attribute then. */
    public record OnField(long code, long type, long race, long attribute, int attack, int defense, int level) {
        /** Its Level as it left: 0 for a non-monster, an Xyz or a Link monster (ygopro's previous.level). */
        public int levelOnly() {
            return (type & CardType.MONSTER) == 0 || (type & (CardType.XYZ | CardType.LINK)) != 0 ? 0 : level;
        }

        /** Its Rank as it left: 0 unless it was an Xyz monster. */
        public int rank() {
            return (type & CardType.MONSTER) != 0 && (type & CardType.XYZ) != 0 ? level : 0;
        }
    }

    /**
     * The card whose effect Special Summoned this one, as it was then (ygopro's SUMMON_INFO_*), and
     * the effect and player.
     */
    public record SummonSource(long code, long type, long level, long attribute, long race, long attack,
                               long defense, Effect effect, int player, CardData data) {}

    private int fieldId;
    private int previousOverlayCount;
    private int realFieldId;
    private int previousSequence;
    private Card previousEquipTarget;
    private Effect reasonEffect;
    private int reasonPlayer = Players.NONE;
    private int summonPlayer = Players.NONE;
    private long summonLocation;
    private SummonSource summonSource;
    private OnField onField;
    private int turnCounter;
    private Position battlePosition;
    private final List<Card> battled = new ArrayList<>();
    private int battledTurn = -1;

    /** The card moved from {@code sequence}: what was tied to its old place is remembered or forgotten. */
    void moved(int fromSequence, Card equippedTo, boolean arrivesOnField) {
        previousSequence = fromSequence;
        if (equippedTo != null) {
            previousEquipTarget = equippedTo;
        }
        if (arrivesOnField) {
            previousEquipTarget = null; // ygopro forgets it when the card comes to the field again (RESET_TOFIELD)
        }
        reasonEffect = null;
        reasonPlayer = Players.NONE;
        summonPlayer = Players.NONE;
        summonLocation = 0;
        summonSource = null;
        battled.clear();
    }

    void unequipped(Card target) {
        previousEquipTarget = target;
    }

    void setFieldId(int id) {
        fieldId = id;
    }

    /** A new place: the field id and the real field id both start again. */
    void setRealFieldId(int id) {
        fieldId = id;
        realFieldId = id;
    }

    /**
     * ygopro's fieldid_r: renewed only when the card arrives in a new location, not when it changes
     * control or turns face-up in place (so an attack or a battle can still recognise the monster).
     */
    public int realFieldId() {
        return realFieldId;
    }

    void rememberOnField(OnField state) {
        onField = state;
    }

    /** A new identity each time the card arrives somewhere, changes control or turns face-up (ygopro's fieldid). */
    public int fieldId() {
        return fieldId;
    }

    public int previousSequence() {
        return previousSequence;
    }

    /** The monster this card was equipped to before it was unequipped or left the field; null once it returns to the field. */
    public Card previousEquipTarget() {
        return previousEquipTarget;
    }

    /** Records the effect and player that moved the card (its latest move). */
    public void recordReason(Effect effect, int player) {
        reasonEffect = effect;
        reasonPlayer = player;
    }

    public Effect reasonEffect() {
        return reasonEffect;
    }

    /** The player whose action moved the card last; {@link #NO_PLAYER} when the move recorded none. */
    public int reasonPlayer() {
        return reasonPlayer;
    }

    void summoned(int player, long fromLocation) {
        summonPlayer = player;
        summonLocation = fromLocation;
    }

    /** The player summoning the card, from the moment it is placed (before the summon can be negated). */
    public void recordSummonPlayer(int player) {
        summonPlayer = player;
    }

    /** Who summoned the card where it is now; {@link #NO_PLAYER} if it was not summoned. */
    public int summonPlayer() {
        return summonPlayer;
    }

    /** The LOCATION_* mask the card was summoned from (0 if it was not summoned). */
    public long summonLocation() {
        return summonLocation;
    }

    public void recordSummonSource(SummonSource source) {
        summonSource = source;
    }

    /** The Special Summon's source, or null when it was not Special Summoned by an effect. */
    public SummonSource summonSource() {
        return summonSource;
    }

    /** What the card was when it last left the field; null if it never did. */
    public OnField onField() {
        return onField;
    }

    /** A number the card's script shows as a turn count (ygopro's turn counter hint); kept until changed. */
    public int turnCounter() {
        return turnCounter;
    }

    public void setTurnCounter(int count) {
        turnCounter = count;
    }

    /** How many Xyz Materials it had when it last moved somewhere other than a Monster Zone (0 unless it came from one). */
    public int previousOverlayCount() {
        return previousOverlayCount;
    }

    public void setPreviousOverlayCount(int count) {
        previousOverlayCount = count;
    }

    /** The card's battle position as its last Damage Step began, before a face-down target was flipped. */
    public Position battlePosition() {
        return battlePosition;
    }

    public void recordBattlePosition(Position position) {
        battlePosition = position;
    }

    /** Records a monster this card battled (damage was calculated between them). */
    public void recordBattled(Card opponent, int turn) {
        if (battledTurn != turn) {
            battled.clear();
            battledTurn = turn;
        }
        if (!battled.contains(opponent)) {
            battled.add(opponent);
        }
    }

    /** The monsters this card battled this turn while where it is now. */
    public List<Card> battledIn(int turn) {
        return battledTurn == turn ? Collections.unmodifiableList(battled) : List.of();
    }
}
