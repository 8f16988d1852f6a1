package dev.spellspeed.duel;

import dev.spellspeed.data.CardData;
import dev.spellspeed.data.CardType;

/**
 * One physical card in a duel. Its place ({@link #location()}, {@link #sequence()},
 * {@link #controller()}) is changed only by {@link Field#move}, which keeps every card in exactly
 * one place.
 */
public final class Card {
    private final int uid;
    private final CardData data;
    private final int owner;

    private int controller;
    private int baseController;
    private Location location;
    private int sequence;
    private Position position = Position.FACEDOWN_DEFENSE;
    private int arrivedTurn;
    private SummonType summonType = SummonType.NONE;
    private long lastReason;

    private Location previousLocation;
    private int previousController;
    private Position previousPosition;
    private boolean reviveLimited;
    private boolean properlySummoned;
    private int moveCount;

    private int positionChangedTurn = -1;
    private int attacksDeclaredTurn = -1;
    private int attacksDeclared;
    /** The monsters (null: the player) its attacks were declared against, in the turn of attacksDeclaredTurn. */
    private final java.util.List<Card> attackedTargets = new java.util.ArrayList<>();
    private int attacksMadeTurn = -1;
    private int attacksMade;
    private boolean staysAfterResolving;
    private Card reasonCard;

    private final CardStats stats;
    private Card equipTarget;
    /** Its Xyz Materials, in the order attached; and, for a card that is one, the monster holding it. */
    private final java.util.List<Card> overlays = new java.util.ArrayList<>(2);
    private Card overlayHolder;
    /** The materials of its latest Fusion, Ritual, … Summon (Card.SetMaterial). */
    private java.util.List<Card> materials = java.util.List.of();
    /** Card.AddMonsterAttribute: the monster type bits this Trap Card takes if it is now Special Summoned. */
    private long pendingMonsterType;
    /** As a Trap Monster in the Monster Zone: its monster type bits (0 otherwise), and the Spell &amp; Trap Zone it left. */
    private long trapMonsterType;
    private int trapMonsterZone = -1;
    private final java.util.Map<Integer, Integer> counters = new java.util.TreeMap<>();
    private final java.util.Set<Integer> permittedCounters = new java.util.HashSet<>();
    private final CardHistory history = new CardHistory();
    /** The player who last summoned or Set it as a monster (ygopro keeps it after the card moves on). */
    /** The card whose effect (or procedure) last Special Summoned it, as it was then; null if none. */
    /** Card.CreateRelation: cards this one is related to, each with the RESET_EVENT bits that end it. */
    private final java.util.Map<Card, Long> relations = new java.util.IdentityHashMap<>();
    /** Card.SetUniqueOnField: its "only 1 face-up" rule, kept wherever it goes (null: none). */
    private UniqueOnField uniqueOnField;

    Card(int uid, CardData data, int owner, Location location, CardStats stats) {
        this.stats = stats;
        this.uid = uid;
        this.data = data;
        this.owner = owner;
        this.controller = owner;
        this.location = location;
    }

    /** Unique within its duel and stable across replays: cards are numbered in deck-loading order. */
    public int uid() {
        return uid;
    }

    public CardData data() {
        return data;
    }

    public int code() {
        return data.code();
    }

    public String name() {
        return data.name();
    }

    public int owner() {
        return owner;
    }

    public int controller() {
        return controller;
    }

    public Location location() {
        return location;
    }

    public int sequence() {
        return sequence;
    }

    /**
     * Whether the card is where an effect's range (location bits) reaches: its location, or for
     * LOCATION_PZONE a Pendulum card in the Spell & Trap Zone 0 or 4 (a Pendulum Effect's range).
     */
    public boolean inRange(int range) {
        return location.in(range) || (range & LocationMask.PZONE) != 0 && location == Location.SZONE
                && (sequence == Field.LEFT_PENDULUM_ZONE || sequence == Field.RIGHT_PENDULUM_ZONE)
                && data.isMonster() && data.is(CardType.PENDULUM);
    }

    public Position position() {
        return position;
    }

    public boolean isFaceUp() {
        return position.isFaceUp();
    }

    /** The turn in which the card arrived where it is now. */
    public int arrivedTurn() {
        return arrivedTurn;
    }

    public SummonType summonType() {
        return summonType;
    }

    /** The reason of the card's latest move. */
    public long lastReason() {
        return lastReason;
    }

    /**
     * Whether the card is a monster where it is now: a monster card used as an Equip Card is an Equip
     * Spell (R099), a Trap Monster in the Monster Zone is a monster (R114).
     */
    public boolean isMonster() {
        return (baseType() & CardType.MONSTER) != 0;
    }

    /** The card's type bits where it is, before effects that add, remove or change types. */
    public long baseType() {
        long type = data.type();
        if (location == Location.SZONE && data.isMonster()) {
            if (data.is(CardType.PENDULUM) && equipTarget == null) {
                return CardType.SPELL | CardType.PENDULUM; // a Pendulum Monster in a Pendulum Zone is a Spell
            }
            return CardType.SPELL | CardType.EQUIP; // R099: a monster equipped as an Equip Card is an Equip Spell
        }
        if (location == Location.MZONE && trapMonsterType != 0) {
            return type | CardType.MONSTER | CardType.TRAPMONSTER | trapMonsterType;
        }
        return type;
    }

    /** The card's current type bits, with every effect that applies to it. */
    public long type() {
        return stats.type(this);
    }

    public long attribute() {
        return stats.attribute(this);
    }

    public long race() {
        return stats.race(this);
    }

    /** Card.AddMonsterAttribute: the type this Trap Card will have as a monster once Special Summoned. */
    public void setPendingMonsterType(long type) {
        this.pendingMonsterType = type;
    }

    public long pendingMonsterType() {
        return pendingMonsterType;
    }

    /** The Xyz Materials attached to it, oldest first (read-only view). */
    public java.util.List<Card> overlays() {
        return java.util.Collections.unmodifiableList(overlays);
    }

    /** The monster this card is attached to as an Xyz Material, or null. */
    public Card overlayHolder() {
        return overlayHolder;
    }

    void attachTo(Card holder) {
        this.overlayHolder = holder;
        holder.overlays.add(this);
    }

    void detachFromHolder() {
        if (overlayHolder != null) {
            overlayHolder.overlays.remove(this);
            overlayHolder = null;
        }
    }

    /** Card.SetMaterial: the cards used to summon it (kept until the next SetMaterial, as in ygopro). */
    public void setMaterials(java.util.List<Card> materials) {
        this.materials = java.util.List.copyOf(materials);
    }

    public java.util.List<Card> materials() {
        return materials;
    }

    /** Whether this is a Trap Card in the Monster Zone as a monster (a Trap Monster, R114). */
    public boolean isTrapMonster() {
        return location == Location.MZONE && trapMonsterType != 0;
    }

    /** The Spell &amp; Trap Zone a Trap Monster came from, locked while it is a monster (R114); -1 otherwise. */
    public int trapMonsterZone() {
        return isTrapMonster() ? trapMonsterZone : -1;
    }

    /** The card's name now: its original name unless an effect changes it (EFFECT_CHANGE_CODE). */
    public long currentCode() {
        return stats.code(this);
    }

    /** What the card was and what happened to it (field id, reasons, summon, battles, lasting facts). */
    public CardHistory history() {
        return history;
    }

    /** Current ATK, with every effect that applies to the card. */
    public int attack() {
        return stats.attack(this);
    }

    /** Original ATK (Card.GetBaseAttack): the printed value unless "original ATK becomes" effects change it. */
    public int baseAttack() {
        return stats.baseAttack(this);
    }

    public int baseDefense() {
        return stats.baseDefense(this);
    }

    /** Current DEF, with every effect that applies to the card. */
    public int defense() {
        return stats.defense(this);
    }

    public int level() {
        return stats.level(this);
    }

    /** How many counters of a type (COUNTER_* code) the card holds. */
    public int counters(int type) {
        return counters.getOrDefault(type, 0);
    }

    /** Every counter type the card holds, with its count. */
    public java.util.Map<Integer, Integer> allCounters() {
        return java.util.Collections.unmodifiableMap(counters);
    }

    void addCounters(int type, int count) {
        counters.merge(type, count, Integer::sum);
    }

    void removeCounters(int type, int count) {
        int left = counters(type) - count;
        if (left > 0) {
            counters.put(type, left);
        } else {
            counters.remove(type);
        }
    }

    void clearCounters() {
        counters.clear();
    }

    /** EnableCounterPermit: the card may hold counters of this type (a card-text permission, not an effect). */
    public boolean permitsCounter(int type) {
        return permittedCounters.contains(type);
    }

    public void permitCounter(int type) {
        permittedCounters.add(type);
    }

    /** The monster this card is equipped to, or null. */
    public Card equipTarget() {
        return equipTarget;
    }

    void setEquipTarget(Card target) {
        if (target == null && equipTarget != null) {
            history.unequipped(equipTarget);
        }
        this.equipTarget = target;
    }

    /** Who controls the card when no control-changing effect applies: who put it where it is. */
    public int baseController() {
        return baseController;
    }

    /** Where the card was before its latest move (ygopro's "previous location"). */
    public Location previousLocation() {
        return previousLocation;
    }

    public int previousController() {
        return previousController;
    }

    public Position previousPosition() {
        return previousPosition;
    }

    /** Set by {@code EnableReviveLimit}: a monster that must be properly summoned before it can be revived. */
    public boolean isReviveLimited() {
        return reviveLimited;
    }

    public void enableReviveLimit() {
        this.reviveLimited = true;
    }

    /** Card.SetSPSummonOnce: only one monster with this code may be Special Summoned per player per turn (0: none). */
    private long specialSummonOnceCode;

    public long specialSummonOnceCode() {
        return specialSummonOnceCode;
    }

    public void setSpecialSummonOnce(long code) {
        this.specialSummonOnceCode = code;
    }

    /** STATUS_* bits a script set with Card.SetStatus (the engine derives the others from the card's state). */
    private long scriptStatus;

    public long scriptStatus() {
        return scriptStatus;
    }

    public void setScriptStatus(long bits, boolean on) {
        scriptStatus = on ? scriptStatus | bits : scriptStatus & ~bits;
    }

    /** Counts the card's moves; anything remembered about the card at an earlier count no longer applies. */
    public int moveCount() {
        return moveCount;
    }

    /** Summoned by its proper procedure at least once (what "properly summoned" means for revival). */
    public boolean isProperlySummoned() {
        return properlySummoned;
    }

    void markProperlySummoned() {
        this.properlySummoned = true;
    }

    public boolean positionChangedIn(int turn) {
        return positionChangedTurn == turn;
    }

    public int attacksDeclaredIn(int turn) {
        return attacksDeclaredTurn == turn ? attacksDeclared : 0;
    }

    void place(int controller, Location location, int sequence, Position position, int turn, long reason) {
        boolean becomesTrapMonster = pendingMonsterType != 0 && this.location == Location.SZONE && location == Location.MZONE;
        this.trapMonsterType = becomesTrapMonster ? pendingMonsterType : 0;
        this.trapMonsterZone = becomesTrapMonster ? this.sequence : -1;
        this.pendingMonsterType = 0;
        history.moved(this.sequence, this.equipTarget, location.isOnField() && (this.location == null || !this.location.isOnField()));
        this.previousLocation = this.location;
        this.previousController = this.controller;
        this.previousPosition = this.position;
        this.moveCount++;
        this.controller = controller;
        this.baseController = controller;
        this.location = location;
        this.sequence = sequence;
        this.position = position;
        this.arrivedTurn = turn;
        this.lastReason = reason;
        this.summonType = SummonType.NONE;
        this.positionChangedTurn = -1;
        this.attacksDeclaredTurn = -1;
        this.attacksDeclared = 0;
        this.attackedTargets.clear();
        this.attacksMadeTurn = -1;
        this.attacksMade = 0;
        this.equipTarget = null;
        this.counters.clear(); // counters go when the card moves (R103)
        this.staysAfterResolving = false;
        this.reasonCard = null;
    }

    /** The card that caused the latest move, when one did (the monster that destroyed it in battle). */
    public Card reasonCard() {
        return reasonCard;
    }

    public void setReasonCard(Card card) {
        this.reasonCard = card;
    }

    /**
     * ygopro's {@code Card.CancelToGrave}: this Normal Spell or Trap, activated on the field, stays there
     * after its chain resolves (Swords of Revealing Light) instead of going to the GY.
     */
    public void setStaysAfterResolving(boolean stays) {
        this.staysAfterResolving = stays;
    }

    public boolean staysAfterResolving() {
        return staysAfterResolving;
    }

    /** A change of control: a new controller and zone, everything else kept (see Field#changeControl). */
    void changeController(int controller, int sequence) {
        this.previousController = this.controller;
        this.controller = controller;
        this.sequence = sequence;
        this.moveCount++;
    }

    void reindex(int sequence) {
        this.sequence = sequence;
    }

    void setPosition(Position position) {
        this.position = position;
    }

    void markSummoned(SummonType type) {
        this.summonType = type;
    }

    /** A card turned face-down or face-up in place counts as moved for effects related to it. */
    void bumpMoveCount() {
        this.moveCount++;
    }

    void markPositionChanged(int turn) {
        this.positionChangedTurn = turn;
    }

    /** Attacks that reached the Damage Step this turn (an attack counts as made there). */
    public int attacksMadeIn(int turn) {
        return attacksMadeTurn == turn ? attacksMade : 0;
    }

    void countAttackMade(int turn) {
        if (attacksMadeTurn != turn) {
            attacksMadeTurn = turn;
            attacksMade = 0;
        }
        attacksMade++;
    }

    /** How many attacks the card declared this turn against {@code target} (EFFECT_ATTACK_ALL: each monster once). */
    public int attacksDeclaredAgainst(Card target, int turn) {
        if (attacksDeclaredTurn != turn) {
            return 0;
        }
        int times = 0;
        for (Card attacked : attackedTargets) {
            if (attacked == target) {
                times++;
            }
        }
        return times;
    }

    void countAttackDeclaration(int turn, Card target) {
        countAttackDeclaration(turn);
        attackedTargets.add(target);
    }

    void countAttackDeclaration(int turn) {
        if (attacksDeclaredTurn != turn) {
            attacksDeclaredTurn = turn;
            attacksDeclared = 0;
            attackedTargets.clear();
        }
        attacksDeclared++;
    }

    /** The card's "you can only control 1" rule while its effect stands, else null. */
    public UniqueOnField uniqueOnField() {
        return uniqueOnField != null && uniqueOnField.effect().isRegistered() ? uniqueOnField : null;
    }

    public void setUniqueOnField(UniqueOnField rule) {
        this.uniqueOnField = rule;
    }

    /** Relates {@code target} to this card until this card moves in a way the reset bits name; a second call keeps the first. */
    public void relate(Card target, long reset) {
        relations.putIfAbsent(target, reset);
    }

    public boolean isRelatedTo(Card target) {
        return relations.containsKey(target);
    }

    /** Ends the relations whose reset bits (of the 0xffff0000 range) meet {@code kind}. */
    public void endRelations(long kind) {
        relations.values().removeIf(reset -> (reset & 0xffff0000L & kind) != 0);
    }

    /** Name and duel-wide number, e.g. {@code Vorse Raider#12}; face-down cards are shown too (the log is omniscient). */
    @Override
    public String toString() {
        return data.name() + "#" + uid;
    }
}
