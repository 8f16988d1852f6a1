package dev.spellspeed.ai;

import dev.spellspeed.data.CardType;
import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.ChainAction;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.Explaining;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.decision.SeatedDecider;
import dev.spellspeed.decision.SelectPrompt;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.effect.Category;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectType;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.rules.battle.AttackTargets;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * A fast, deck-agnostic player: it scores every legal answer from the board and the effects'
 * categories and takes the best. It summons its strongest monster (and Sets the ones whose point is
 * being flipped), attacks when the battle is won or the damage is worth it, uses effects that help
 * it or hurt the opponent, chains negation against threats and keeps Counter Traps for them, and
 * selects toward its goal: the opponent's strongest cards, its own weakest as costs. The seed only
 * breaks ties, so a duel between heuristic players is a function of the duel's seed.
 *
 * <p>Unseated (no {@link #takeSeat}), it answers every prompt with its first legal answer.
 */
public final class HeuristicDecider implements SeatedDecider, Explaining {
    /** Idle decisions in one turn after which only moving on to the next phase scores: no endless loops. */
    static final int IDLE_DECISIONS_PER_TURN = 40;
    /** An activation must be worth more than this to beat passing in a chain window. */
    static final double PASS = 150;

    private final SplittableRandom random;
    private Duel duel;
    private int me;
    private int turn = -1;
    private int idleDecisions;
    private final Map<Effect, Integer> usedThisTurn = new HashMap<>();
    /** The last decision's reason, kept as its parts: the text is made only when asked for ({@link #reason}). */
    private Object chosen;
    private double chosenScore;
    private Object runnerUp;
    private double runnerUpScore;
    private String selection;
    private PromptKind chosenKind;

    public HeuristicDecider(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public void takeSeat(Duel duel, int player) {
        this.duel = duel;
        this.me = player;
    }

    @Override
    public <T> T choose(ChoicePrompt<T> prompt) {
        List<T> options = prompt.options();
        chosen = null;
        selection = null;
        if (duel == null || options.size() == 1) {
            return options.get(0);
        }
        newTurnCheck();
        T best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        Object second = null;
        double secondScore = Double.NEGATIVE_INFINITY;
        for (T option : options) {
            // the noise only breaks ties, in an order fixed by the seed
            double score = score(prompt, option) + random.nextDouble() * 1e-3;
            if (score > bestScore) {
                second = best;
                secondScore = bestScore;
                bestScore = score;
                best = option;
            } else if (score > secondScore) {
                second = option;
                secondScore = score;
            }
        }
        chosen = best;
        chosenKind = prompt.kind();
        chosenScore = bestScore;
        runnerUp = second;
        runnerUpScore = secondScore;
        remember(prompt, best);
        return best;
    }

    /** Why the last answer: its score and the next best answer's (a choice), or what the selection aimed at. */
    @Override
    public String reason() {
        if (selection != null) {
            return "heuristic: " + selection;
        }
        if (chosen == null) {
            return null;
        }
        String answer = shown(chosen);
        if (runnerUp != null && Math.round(chosenScore) == Math.round(runnerUpScore)) {
            return "heuristic: " + answer + ", a tie at " + Math.round(chosenScore) + " with " + shown(runnerUp)
                    + " and maybe more, broken by the seed";
        }
        String reason = "heuristic: " + answer + " scores " + Math.round(chosenScore);
        return runnerUp == null ? reason : reason + " (next best: " + shown(runnerUp) + " " + Math.round(runnerUpScore) + ")";
    }

    private String shown(Object option) {
        if (chosenKind == PromptKind.ZONE) {
            return "zone " + option;
        }
        if (option instanceof Boolean yes) {
            return yes ? "yes" : "no";
        }
        return String.valueOf(option);
    }

    /** Answers with option {@code index} (another player's choice, the search player's) as if it were ours. */
    <T> T chooseIndex(ChoicePrompt<T> prompt, int index) {
        T answer = prompt.options().get(index);
        if (duel != null) {
            newTurnCheck();
            remember(prompt, answer);
        }
        return answer;
    }

    /** The per-turn memory that keeps the player out of loops: effects used, idle decisions made. */
    private void remember(ChoicePrompt<?> prompt, Object answer) {
        if (answer instanceof Command.Activate activate && prompt.kind() != PromptKind.ORDER) {
            usedThisTurn.merge(activate.effect(), 1, Integer::sum);
        }
        if (prompt.kind() == PromptKind.IDLE || prompt.kind() == PromptKind.BATTLE) {
            idleDecisions++;
        }
    }

    /** The score of one answer; public to the package so the search player can rank its options the same way. */
    double score(ChoicePrompt<?> prompt, Object option) {
        newTurnCheck();
        if (option instanceof Command command) {
            double score = command(command);
            if (idleDecisions > IDLE_DECISIONS_PER_TURN && !(command instanceof Command.EnterPhase)) {
                score -= 10_000;
            }
            return score;
        }
        if (option instanceof ChainAction.Pass) {
            return PASS;
        }
        if (option instanceof AttackTarget target) {
            Card attacker = duel.battle().attacker();
            return attacker == null ? 0 : targetValue(attacker, target);
        }
        if (option instanceof Position position) {
            return position(prompt, position);
        }
        if (option instanceof Boolean yes) {
            // "use the effect?", "activate the trigger?": a card's optional effect is nearly always worth it
            return yes ? 1 : 0;
        }
        return 0;
    }

    private void newTurnCheck() {
        int now = duel.turn().number();
        if (now != turn) {
            turn = now;
            idleDecisions = 0;
            usedThisTurn.clear();
        }
    }

    // ---- idle and battle commands

    private double command(Command command) {
        Phase phase = duel.turn().phase();
        if (command instanceof Command.Activate activate) {
            return activation(activate.card(), activate.effect());
        }
        if (command instanceof Command.NormalSummon summon) {
            return normalSummon(summon.card());
        }
        if (command instanceof Command.SetMonster set) {
            return setMonster(set.card());
        }
        if (command instanceof Command.SpecialSummon special) {
            return 700 + monsterStrength(special.card()) / 5;
        }
        if (command instanceof Command.PendulumSummon) {
            return 650;
        }
        if (command instanceof Command.FlipSummon flip) {
            Card card = flip.card();
            boolean flipEffect = (card.type() & CardType.FLIP) != 0;
            return (flipEffect ? 450 : 250) + (card.attack() >= Board.strongest(duel, 1 - me) ? 200 : 0);
        }
        if (command instanceof Command.ChangePosition change) {
            return changePosition(change.card(), phase);
        }
        if (command instanceof Command.SetSpellTrap set) {
            return setSpellTrap(set.card());
        }
        if (command instanceof Command.DeclareAttack attack) {
            double best = bestAttack(attack.attacker());
            return best > 0 ? 500 + best : -100;
        }
        if (command instanceof Command.EnterPhase enter) {
            if (enter.phase() == Phase.BATTLE_START || enter.phase() == Phase.BATTLE_STEP) {
                return anyAttackWorthIt() ? 200 : -10;
            }
            return 0;
        }
        return 0;
    }

    private double normalSummon(Card card) {
        int tributes = card.level() >= 7 ? 2 : card.level() >= 5 ? 1 : 0;
        double cost = 0;
        if (tributes > 0) {
            List<Card> mine = new ArrayList<>(Board.monsters(duel, me));
            mine.sort(Comparator.comparingDouble(Board::card));
            for (int i = 0; i < tributes && i < mine.size(); i++) {
                cost += Board.card(mine.get(i));
            }
        }
        double score = 500 + monsterStrength(card) / 5 - cost / 2;
        if ((card.type() & CardType.FLIP) != 0) {
            score -= 300; // its point is being flipped: Set it
        }
        if (hasSummonTrigger(card)) {
            score += 200; // its point is its Normal Summon trigger: never Set it
        }
        if (card.data().attack() < Board.strongestAttack(duel, 1 - me) && card.data().defense() > card.data().attack()) {
            score -= 250; // it would be run over in Attack Position
        }
        return score;
    }

    private double setMonster(Card card) {
        if ((card.type() & CardType.FLIP) != 0) {
            return 550;
        }
        if (hasSummonTrigger(card)) {
            return 50;
        }
        double score = 300 + Math.max(0, card.data().defense() - card.data().attack()) / 10.0;
        if (card.data().attack() >= Board.strongestAttack(duel, 1 - me)) {
            score -= 200; // strong enough to attack: summon it
        }
        return score;
    }

    private boolean hasSummonTrigger(Card card) {
        for (Effect effect : duel.effects().of(card)) {
            if (effect.hasType(EffectType.TRIGGER_O | EffectType.TRIGGER_F) && effect.code() == EventCode.SUMMON_SUCCESS) {
                return true;
            }
        }
        return false;
    }

    private double changePosition(Card card, Phase phase) {
        int theirs = Board.strongest(duel, 1 - me);
        if (card.position().isDefense() && card.isFaceUp()) {
            return phase == Phase.MAIN1 && card.attack() > theirs ? 300 : -100;
        }
        if (card.position().isAttack()) {
            return phase == Phase.MAIN2 && card.attack() < Board.strongestAttack(duel, 1 - me) && card.defense() > card.attack()
                    ? 250 : -100;
        }
        return -100;
    }

    private double setSpellTrap(Card card) {
        long type = card.type();
        if ((type & CardType.TRAP) != 0) {
            return 150;
        }
        if ((type & CardType.QUICKPLAY) != 0) {
            return 60;
        }
        return -50; // a Normal Spell Set does nothing until it is activated
    }

    private double monsterStrength(Card card) {
        return Math.max(card.data().attack(), card.data().defense() * 0.8);
    }

    // ---- activations

    private double activation(Card card, Effect effect) {
        double worth = EffectWorth.of(duel, me, effect);
        int uses = usedThisTurn.getOrDefault(effect, 0);
        worth -= 250.0 * uses; // the same effect again and again: probably a loop
        long type = card == null ? 0 : card.type();
        boolean counterTrap = (type & CardType.COUNTER) != 0;
        boolean negation = Category.any(effect.category(), EffectWorth.NEGATION);
        double threat = EffectWorth.threat(duel, me);
        if (counterTrap || negation) {
            // kept for when it matters: an opponent's link on the chain that threatens us, or their summon
            if (threat > 0) {
                return 600 + threat;
            }
            if (duel.chain().isEmpty() && duel.turn().player() != me && Category.any(effect.category(), Category.DISABLE_SUMMON)) {
                return 500;
            }
            return counterTrap ? -200 : worth - 200;
        }
        return worth * timing(effect, type);
    }

    /**
     * How good a moment this is to use an effect: our own Main Phase, the opponent's attack against
     * us for removal, the opponent's End Phase for everything that keeps; not the Draw Phase for
     * nothing.
     */
    private double timing(Effect effect, long cardType) {
        Phase phase = duel.turn().phase();
        boolean myTurn = duel.turn().player() == me;
        ChainLink top = duel.chain().top();
        if (top != null) {
            // responding to a chain: worth it against the opponent's link, rarely on top of our own
            return top.player() == me ? 0.2 : 0.8;
        }
        if (myTurn && phase.isMainPhase()) {
            return (cardType & CardType.TRAP) != 0 ? 0.6 : 1.0;
        }
        boolean removal = Category.any(effect.category(), EffectWorth.REMOVAL | Category.ATKCHANGE | Category.DEFCHANGE);
        Card attacker = duel.battle().attacker();
        if (!myTurn && attacker != null && attacker.controller() != me && removal) {
            return 1.5;
        }
        if (myTurn && attacker != null && Category.any(effect.category(), Category.ATKCHANGE)) {
            return 1.0;
        }
        if (!myTurn && phase == Phase.END) {
            return 1.0;
        }
        return 0.3;
    }

    // ---- battle

    private double bestAttack(Card attacker) {
        double best = Double.NEGATIVE_INFINITY;
        for (AttackTarget target : AttackTargets.of(duel, attacker)) {
            best = Math.max(best, targetValue(attacker, target));
        }
        return best;
    }

    private boolean anyAttackWorthIt() {
        for (Card monster : Board.monsters(duel, me)) {
            if (monster.isFaceUp() && monster.position().isAttack() && monster.attacksDeclaredIn(duel.turn().number()) == 0
                    && bestAttack(monster) > 0) {
                return true;
            }
        }
        return false;
    }

    /** What attacking {@code target} with {@code attacker} is worth: damage dealt, monsters won or lost. */
    double targetValue(Card attacker, AttackTarget target) {
        if (target.stop()) {
            return 0;
        }
        int atk = attacker.attack();
        if (target.isDirect()) {
            return 300 + atk;
        }
        Card defender = target.monster();
        if (!defender.isFaceUp()) {
            // a Set monster: a typical DEF, and a Flip effect may wait
            return atk > 1500 ? 150 : atk >= 1200 ? 20 : -300;
        }
        if (defender.position().isAttack()) {
            int theirs = defender.attack();
            if (atk > theirs) {
                return 300 + Board.fieldMonster(defender) + (atk - theirs);
            }
            if (atk == theirs) {
                return Board.fieldMonster(defender) > Board.fieldMonster(attacker) ? 50 : -100;
            }
            return -500 - (theirs - atk);
        }
        int def = defender.defense();
        if (atk > def) {
            return 200 + Board.fieldMonster(defender) / 2;
        }
        return atk == def ? -50 : -200 - (def - atk);
    }

    // ---- positions

    private double position(ChoicePrompt<?> prompt, Position position) {
        Card card = cardNamedIn(prompt.question());
        if (card == null || !card.isMonster()) {
            return position == Position.FACEUP_ATTACK ? 1 : 0;
        }
        boolean flipEffect = (card.type() & CardType.FLIP) != 0;
        int atk = card.attack();
        int def = card.defense();
        boolean attack = atk >= Board.strongestAttack(duel, 1 - me) || atk >= def;
        if (position == Position.FACEUP_ATTACK) {
            return attack ? 3 : 1;
        }
        if (position == Position.FACEDOWN_DEFENSE) {
            return flipEffect ? 4 : attack ? 0 : 2;
        }
        if (position == Position.FACEUP_DEFENSE) {
            return attack ? 0.5 : 2.5;
        }
        return 0;
    }

    /**
     * The card a position prompt is about: the engine names it at the end of the question
     * ({@code Announcements.position}: "choose a position for NAME#UID").
     */
    private Card cardNamedIn(String question) {
        int hash = question.lastIndexOf('#');
        if (hash < 0) {
            return null;
        }
        int uid;
        try {
            uid = Integer.parseInt(question.substring(hash + 1).trim());
        } catch (NumberFormatException e) {
            return null;
        }
        for (Card card : duel.field().allCards()) {
            if (card.uid() == uid) {
                return card;
            }
        }
        return null;
    }

    // ---- selections

    @Override
    public List<Card> select(SelectPrompt prompt) {
        List<Card> candidates = prompt.candidates();
        chosen = null;
        selection = null;
        if (duel == null) {
            return new ArrayList<>(candidates.subList(0, prompt.min()));
        }
        newTurnCheck();
        long category = runningCategory();
        boolean gaining = Category.any(category, Category.SPECIAL_SUMMON | Category.SUMMON | Category.SEARCH | Category.TOHAND
                | Category.EQUIP | Category.ATKCHANGE | Category.DEFCHANGE | Category.GRAVE_SPSUMMON | Category.FUSION_SUMMON);
        List<Card> theirs = new ArrayList<>();
        List<Card> mine = new ArrayList<>();
        for (Card card : candidates) {
            (card.controller() == me ? mine : theirs).add(card);
        }
        // the opponent's strongest first: whatever happens to the selected cards is meant to hurt
        theirs.sort(Comparator.comparingDouble(Board::card).reversed());
        List<Card> ordered = new ArrayList<>(theirs);
        boolean take = mine.stream().allMatch(c -> wanted(c, gaining));
        mine.sort(take ? Comparator.comparingDouble(Board::card).reversed() : Comparator.comparingDouble(Board::card));
        ordered.addAll(mine);
        // as many of the opponent's as allowed, or of ours when we gain them; no more of ours than needed otherwise
        int count = take ? prompt.max() : Math.max(prompt.min(), Math.min(prompt.max(), theirs.size()));
        List<Card> picked = new ArrayList<>(ordered.subList(0, count));
        if (candidates.size() > prompt.min()) {
            selection = "selects " + picked + (take ? ": the best of its own, which it gains"
                    : theirs.isEmpty() ? ": the weakest of its own" : ": the opponent's strongest first");
        }
        return picked;
    }

    /** True when selecting our own card means getting it (from the Deck, GY or banishment, or to summon it). */
    private static boolean wanted(Card card, boolean gaining) {
        Location where = card.location();
        if (where == Location.DECK || where == Location.GRAVE || where == Location.REMOVED || where == Location.EXTRA) {
            return true;
        }
        return gaining && (where == Location.HAND || where == Location.MZONE);
    }

    /** The categories of the effect being activated or resolved now, 0 outside a chain. */
    private long runningCategory() {
        ChainLink link = duel.chain().current();
        if (link == null) {
            link = duel.chain().top();
        }
        return link == null ? 0 : link.effect().category();
    }
}
