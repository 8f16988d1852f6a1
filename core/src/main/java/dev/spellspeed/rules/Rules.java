package dev.spellspeed.rules;

import dev.spellspeed.rules.continuous.EffectReach;
import dev.spellspeed.rules.continuous.DisabledFieldZones;
import dev.spellspeed.rules.continuous.StatCalculator;

import dev.spellspeed.rules.battle.BattleCalculator;
import dev.spellspeed.rules.battle.BattlePhase;
import dev.spellspeed.rules.chain.ActivationChecks;
import dev.spellspeed.rules.chain.Activations;
import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.rules.chain.ChainEdits;
import dev.spellspeed.rules.chain.ChainLinks;
import dev.spellspeed.rules.continuous.GraveStats;
import dev.spellspeed.rules.continuous.LeaveFieldDestination;
import dev.spellspeed.rules.chain.ChainProcessor;
import dev.spellspeed.rules.chain.EffectCopies;
import dev.spellspeed.rules.chain.Targeting;
import dev.spellspeed.rules.chain.Triggers;
import dev.spellspeed.rules.checks.StateCheck;
import dev.spellspeed.rules.checks.UniqueCards;
import dev.spellspeed.rules.continuous.CardCapabilities;
import dev.spellspeed.rules.continuous.EffectResets;
import dev.spellspeed.rules.continuous.PlayerEffects;
import dev.spellspeed.rules.continuous.PlayerPermissions;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.continuous.Replacements;
import dev.spellspeed.rules.life.LifePoints;
import dev.spellspeed.rules.moves.CardMoves;
import dev.spellspeed.rules.moves.CardOrder;
import dev.spellspeed.rules.moves.ControlChanges;
import dev.spellspeed.rules.moves.Destruction;
import dev.spellspeed.rules.moves.Equips;
import dev.spellspeed.rules.moves.PositionChanges;
import dev.spellspeed.rules.moves.SpellTrapZones;
import dev.spellspeed.rules.moves.ZoneChoice;
import dev.spellspeed.rules.summon.GeminiMonsters;
import dev.spellspeed.rules.summon.NormalSummonCheck;
import dev.spellspeed.rules.summon.ProcedureSummons;
import dev.spellspeed.rules.summon.SpecialSummonPosition;
import dev.spellspeed.rules.summon.SpecialSummons;
import dev.spellspeed.rules.summon.SummonCosts;
import dev.spellspeed.rules.summon.Summoning;
import dev.spellspeed.rules.summon.Tokens;
import dev.spellspeed.rules.summon.TrapMonsters;
import dev.spellspeed.rules.summon.Tributes;
import dev.spellspeed.rules.summon.Unions;
import dev.spellspeed.rules.summon.XyzMaterials;
import dev.spellspeed.rules.summon.SummonMaterials;
import dev.spellspeed.rules.summon.SynchroMaterials;
import dev.spellspeed.rules.summon.XyzSummonMaterials;
import dev.spellspeed.rules.turn.Phases;
import dev.spellspeed.rules.turn.Priority;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;

/**
 * The rules of one duel: the wiring root that builds every rules service of that duel exactly once,
 * in dependency order, so that per-duel rule state (the state check's re-check counts, a control
 * change in progress) has one home. The runner ({@link DuelRunner}) and the Lua bridge both take
 * this object; nothing else builds a rules service.
 *
 * <p>Services that need one another in a cycle (the chain needs summoning and battle, which need
 * priority windows, which need the chain) receive this object and ask it at call time, never in
 * their constructors, so construction order is the only thing that matters here.
 */
public final class Rules {
    private final Duel duel;
    private final Callbacks callbacks;
    private final Prohibitions prohibitions;
    private final PlayerPermissions permissions;
    private final PlayerEffects playerEffects;
    private final Tributes tributes;
    private final UniqueCards uniqueCards;
    private final Replacements replacements;
    private final CardCapabilities capabilities;
    private final NormalSummonCheck normalSummonCheck;
    private final Activations activations;
    private final ActivationChecks activationChecks;
    private final Triggers triggers;
    private final Events events;
    private final ZoneChoice zones;
    private final Phases phases;
    private final EffectResets effectResets;
    private final Unions unions;
    private final SpellTrapZones spellTrapZones;
    private final Announcements announcements;
    private final Environment environment;
    private final CardMoves moves;
    private final Destruction destruction;
    private final Equips equips;
    private final TrapMonsters trapMonsters;
    private final PositionChanges positions;
    private final Counters counters;
    private final LifePoints lifePoints;
    private final SpecialSummonPosition specialSummonPosition;
    private final SummonCosts summonCosts;
    private final SpecialSummons specialSummons;
    private final GeminiMonsters geminiMonsters;
    private final Tokens tokens;
    private final CoinsAndDice coinsAndDice;
    private final StateCheck stateCheck;
    private final ProcedureSummons procedures;
    private final XyzMaterials xyzMaterials;
    private final SummonMaterials summonMaterials;
    private final SynchroMaterials synchroMaterials;
    private final XyzSummonMaterials xyzSummonMaterials;
    private final ControlChanges control;
    private final CardOrder cardOrder;
    private final BattleCalculator battleCalculator;
    private final ChainEdits chainEdits;
    private final ChainLinks chainLinks;
    private final GraveStats graveStats;
    private final LeaveFieldDestination leaveFieldDestination;
    private final EffectCopies effectCopies;
    private final Targeting targeting;
    private final ChainProcessor chains;
    private final Priority priority;
    private final Summoning summoning;
    private final BattlePhase battle;
    private final EffectReach reach;

    private Rules(Duel duel, EffectReach reach) {
        this.duel = duel;
        this.reach = reach;
        this.callbacks = new Callbacks(duel);
        this.prohibitions = new Prohibitions(duel);
        this.permissions = new PlayerPermissions(duel);
        this.playerEffects = new PlayerEffects(duel);
        this.tributes = new Tributes(duel);
        this.uniqueCards = new UniqueCards(duel, prohibitions);
        this.replacements = new Replacements(duel, callbacks, prohibitions);
        this.capabilities = new CardCapabilities(duel, prohibitions);
        this.normalSummonCheck = new NormalSummonCheck(duel, prohibitions, tributes, permissions, uniqueCards);
        this.activations = new Activations(duel, callbacks, uniqueCards);
        this.activationChecks = new ActivationChecks(duel, callbacks, activations, uniqueCards);
        this.triggers = new Triggers(duel, callbacks, activations);
        this.events = new Events(duel, callbacks, prohibitions, triggers);
        this.zones = new ZoneChoice(duel);
        this.phases = new Phases(duel, events);
        this.effectResets = new EffectResets(this);
        this.unions = new Unions(duel);
        this.spellTrapZones = new SpellTrapZones(duel);
        this.announcements = new Announcements(duel);
        this.environment = new Environment(duel, Card::currentCode);
        this.moves = new CardMoves(this);
        this.destruction = new Destruction(this);
        this.equips = new Equips(this);
        this.trapMonsters = new TrapMonsters(this);
        this.positions = new PositionChanges(this);
        this.counters = new Counters(duel, events);
        this.lifePoints = new LifePoints(duel, events);
        this.specialSummonPosition = new SpecialSummonPosition(announcements, uniqueCards);
        this.summonCosts = new SummonCosts(duel, callbacks);
        this.specialSummons = new SpecialSummons(this);
        this.geminiMonsters = new GeminiMonsters(duel);
        this.tokens = new Tokens(duel);
        this.coinsAndDice = new CoinsAndDice(duel);
        this.stateCheck = new StateCheck(this);
        this.procedures = new ProcedureSummons(this);
        this.xyzMaterials = new XyzMaterials(this);
        this.summonMaterials = new SummonMaterials(duel, capabilities);
        this.synchroMaterials = new SynchroMaterials(duel, summonMaterials, capabilities);
        this.xyzSummonMaterials = new XyzSummonMaterials(duel, summonMaterials, capabilities);
        this.control = new ControlChanges(this);
        this.cardOrder = new CardOrder(duel, events, prohibitions);
        this.battleCalculator = new BattleCalculator(this);
        this.chainLinks = new ChainLinks(duel);
        this.graveStats = new GraveStats(duel);
        this.leaveFieldDestination = new LeaveFieldDestination(duel, permissions);
        this.chainEdits = new ChainEdits(duel, prohibitions, callbacks, chainLinks);
        this.targeting = new Targeting(duel, prohibitions);
        this.effectCopies = new EffectCopies(duel);
        this.chains = new ChainProcessor(this);
        this.priority = new Priority(duel, chains);
        this.summoning = new Summoning(this);
        this.battle = new BattlePhase(this);
    }

    /** The rules of {@code duel}; build it once per duel and hand it to the runner and the Lua bridge. */
    public static Rules of(Duel duel) {
        EffectReach reach = new EffectReach(duel);
        duel.installRules(new StatCalculator(duel, reach), reach);
        duel.field().freeZones().install(new DisabledFieldZones(duel)); // EFFECT_DISABLE_FIELD
        return new Rules(duel, reach);
    }

    public Duel duel() {
        return duel;
    }

    /** Whether continuous effects reach cards and players now (the duel's {@code reach()}, with its holds). */
    public EffectReach reach() {
        return reach;
    }

    /** Calls into a card's effect functions (condition, cost, target, value, target filter). */
    public Callbacks callbacks() {
        return callbacks;
    }

    /** What effects forbid: "cannot be destroyed / targeted / summoned / activated …". */
    public Prohibitions prohibitions() {
        return prohibitions;
    }

    /** What players may do (IsPlayerCan…). */
    public PlayerPermissions permissions() {
        return permissions;
    }

    /** Effects registered on players, flag effects among them. */
    public PlayerEffects playerEffects() {
        return playerEffects;
    }

    public Tributes tributes() {
        return tributes;
    }

    public UniqueCards uniqueCards() {
        return uniqueCards;
    }

    public Replacements replacements() {
        return replacements;
    }

    public CardCapabilities capabilities() {
        return capabilities;
    }

    public NormalSummonCheck normalSummonCheck() {
        return normalSummonCheck;
    }

    public Activations activations() {
        return activations;
    }

    public ActivationChecks activationChecks() {
        return activationChecks;
    }

    public Triggers triggers() {
        return triggers;
    }

    /** Raising events: recorded, triggers collected, continuous reactions run. */
    public Events events() {
        return events;
    }

    public ZoneChoice zones() {
        return zones;
    }

    public Phases phases() {
        return phases;
    }

    /** When effects end: with a phase, with their card's move, or as Card.ResetEffect asks. */
    public EffectResets effectResets() {
        return effectResets;
    }

    public Unions unions() {
        return unions;
    }

    public SpellTrapZones spellTrapZones() {
        return spellTrapZones;
    }

    public Announcements announcements() {
        return announcements;
    }

    public Environment environment() {
        return environment;
    }

    /** Card movement: the one move procedure and the named moves (to the GY, hand, Deck, banished; draw, discard …). */
    public CardMoves moves() {
        return moves;
    }

    public Destruction destruction() {
        return destruction;
    }

    public Equips equips() {
        return equips;
    }

    public TrapMonsters trapMonsters() {
        return trapMonsters;
    }

    /** Battle positions changed by effects. */
    public PositionChanges positions() {
        return positions;
    }

    public LifePoints lifePoints() {
        return lifePoints;
    }

    /** The battle position a Special Summoned monster takes (the summoning player's choice). */
    public SpecialSummonPosition specialSummonPosition() {
        return specialSummonPosition;
    }

    /** Special Summons by effects (at once or in steps). */
    public SummonCosts summonCosts() {
        return summonCosts;
    }

    public SpecialSummons specialSummons() {
        return specialSummons;
    }

    public GeminiMonsters geminiMonsters() {
        return geminiMonsters;
    }

    public Tokens tokens() {
        return tokens;
    }

    public CoinsAndDice coinsAndDice() {
        return coinsAndDice;
    }

    /** The check of the game state before each prompt and after each chain link (and Duel.Readjust). */
    public StateCheck stateCheck() {
        return stateCheck;
    }

    /** Summons by a card's own summoning procedure (Synchro, Xyz, Link, Contact Fusion, a script's own rule). */
    public ProcedureSummons procedures() {
        return procedures;
    }

    /** Xyz Materials: attaching (Duel.Overlay), detaching, and their going when their monster leaves. */
    public XyzMaterials xyzMaterials() {
        return xyzMaterials;
    }

    /** Which monsters may be Synchro, Xyz or Link Material, and the ones that must be. */
    public SummonMaterials summonMaterials() {
        return summonMaterials;
    }

    /** The materials of a Synchro Summon: checked and chosen. */
    public SynchroMaterials synchroMaterials() {
        return synchroMaterials;
    }

    /** The materials of an Xyz Summon: checked and chosen. */
    public XyzSummonMaterials xyzSummonMaterials() {
        return xyzSummonMaterials;
    }

    public ControlChanges control() {
        return control;
    }

    public Counters counters() {
        return counters;
    }

    public CardOrder cardOrder() {
        return cardOrder;
    }

    public BattleCalculator battleCalculator() {
        return battleCalculator;
    }

    /** Changes to the chain an effect makes: negation, changing targets, operation or player. */
    public ChainEdits chainEdits() {
        return chainEdits;
    }

    /** Which link a chain number names (0: the last), and questions about the links on the chain. */
    public ChainLinks chainLinks() {
        return chainLinks;
    }

    /** What a monster's Type and Attribute would be in the GY (EFFECT_CHANGE_GRAVE_RACE / _ATTRIBUTE). */
    public GraveStats graveStats() {
        return graveStats;
    }

    /** Where a card would go instead if it left the field now (EFFECT_LEAVE_FIELD_REDIRECT). */
    public LeaveFieldDestination leaveFieldDestination() {
        return leaveFieldDestination;
    }

    /** Which cards may be targeted, and chosen targets becoming the link's targets. */
    public Targeting targeting() {
        return targeting;
    }

    /** Registering effects, and Card.CopyEffect's copies. */
    public EffectCopies effectCopies() {
        return effectCopies;
    }

    public ChainProcessor chains() {
        return chains;
    }

    public Priority priority() {
        return priority;
    }

    public Summoning summoning() {
        return summoning;
    }

    public BattlePhase battle() {
        return battle;
    }
}
