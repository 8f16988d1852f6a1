package dev.spellspeed.rules.battle;

import dev.spellspeed.rules.Events;
import dev.spellspeed.rules.Rules;
import dev.spellspeed.rules.chain.Callbacks;
import dev.spellspeed.rules.checks.StateCheck;
import dev.spellspeed.rules.continuous.EffectResets;
import dev.spellspeed.rules.continuous.Prohibitions;
import dev.spellspeed.rules.moves.CardMoves;
import dev.spellspeed.rules.turn.Phases;
import dev.spellspeed.rules.turn.Priority;

import dev.spellspeed.decision.AttackTarget;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.Command;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Activity;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Phase;
import dev.spellspeed.duel.Position;
import dev.spellspeed.duel.Reason;
import dev.spellspeed.duel.ReservedDamageStep;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.EffectCode;
import dev.spellspeed.effect.EffectFlag;
import dev.spellspeed.effect.EventCode;
import dev.spellspeed.effect.GameEvent;
import dev.spellspeed.effect.EffectValue;
import dev.spellspeed.event.DuelEvent;

import java.util.ArrayList;
import java.util.List;

/** The Battle Phase: Start Step, Battle Step with attack declarations, the Damage Step, End Step. */
public final class BattlePhase {
    private final Duel duel;
    private final Prohibitions prohibitions;
    private final Phases phases;
    private final EffectResets resets;
    private final Events events;
    private final StateCheck stateCheck;
    private final CardMoves moves;
    private final Priority priority;
    private final BattleCalculator calculator;
    private final Callbacks callbacks;

    public BattlePhase(Rules rules) {
        this.duel = rules.duel();
        this.prohibitions = rules.prohibitions();
        this.phases = rules.phases();
        this.resets = rules.effectResets();
        this.events = rules.events();
        this.stateCheck = rules.stateCheck();
        this.moves = rules.moves();
        this.priority = rules.priority();
        this.calculator = rules.battleCalculator();
        this.callbacks = rules.callbacks();
    }

    /** Runs the whole Battle Phase; returns the phase the turn player moves to next (Main Phase 2 or the End Phase). */
    public Phase run() {
        phases.start(Phase.BATTLE_START);
        duel.turn().activity().battlePhaseEntered(duel.turn().player());
        priority.untilBothPass();
        Phase next = battleStep();
        phases.start(Phase.BATTLE);
        priority.untilBothPass();
        resets.endPhase(Phase.BATTLE);
        return next;
    }

    private Phase battleStep() {
        phases.start(Phase.BATTLE_STEP);
        Card again = null;
        while (true) {
            stateCheck.run();
            Command command = duel.ask(new ChoicePrompt<>(duel.turn().player(), PromptKind.BATTLE,
                    "Battle Step: declare an attack or end the Battle Phase", battleCommands(again)));
            if (command instanceof Command.DeclareAttack attack) {
                declareAttack(attack.attacker());
                duel.setPhaseQuietly(Phase.BATTLE_STEP);
                // an effect let the attacker attack again: only as the very next declaration
                again = duel.battle().takeChainAttacker();
            } else if (command instanceof Command.EnterPhase move) {
                priority.opponentResponds();
                return move.phase();
            } else {
                throw new IllegalStateException("unexpected battle command " + command);
            }
        }
    }

    private List<Command> battleCommands(Card again) {
        List<Command> commands = new ArrayList<>();
        for (Card monster : duel.field().cards(duel.turn().player(), Location.MZONE)) {
            if (canDeclareAttack(monster) || (monster == again && mayAttack(monster))) {
                commands.add(new Command.DeclareAttack(monster));
            }
        }
        // while a monster that must attack (EFFECT_MUST_ATTACK) can, the Battle Phase cannot end
        boolean mustAttack = commands.stream().anyMatch(c -> duel.reach().isAffectedBy(((Command.DeclareAttack) c).attacker(),
                EffectCode.MUST_ATTACK));
        if (!mustAttack) {
            commands.add(new Command.EnterPhase(Phase.MAIN2));
            commands.add(new Command.EnterPhase(Phase.END));
        }
        return commands;
    }

    /** A face-up Attack Position monster of the player that must attack (EFFECT_MUST_ATTACK) and could. */
    public boolean mustAttack(int player) {
        for (Card monster : duel.field().cards(player, Location.MZONE)) {
            if (duel.reach().isAffectedBy(monster, EffectCode.MUST_ATTACK) && monster.position() == Position.FACEUP_ATTACK
                    && !duel.reach().isAffectedBy(monster, EffectCode.CANNOT_ATTACK)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Only face-up Attack Position monsters declare attacks, once each per turn (R023) unless an
     * effect grants more (EFFECT_EXTRA_ATTACK: the largest grant counts), if nothing forbids it.
     */
    boolean canDeclareAttack(Card monster) {
        return mayAttack(monster) && !declarableTargets(monster).isEmpty();
    }

    /** A chain attack ("it can attack again in a row", Duel.ChainAttack) has its attacks used but any target. */
    private List<AttackTarget> targetsForDeclaration(Card attacker) {
        List<AttackTarget> targets = declarableTargets(attacker);
        return targets.isEmpty() ? attackTargets(attacker) : targets;
    }

    /**
     * The targets an attack may be declared against now: any while the monster has attacks left; once
     * they are used, with EFFECT_ATTACK_ALL, the opponent's monsters it has attacked fewer times this turn
     * than the effect's value(e, target) allows ("can attack each monster your opponent controls once";
     * no direct attack then, as in ygopro).
     */
    private List<AttackTarget> declarableTargets(Card attacker) {
        int turn = duel.turn().number();
        List<AttackTarget> targets = attackTargets(attacker);
        if (attacker.attacksDeclaredIn(turn) < 1 + extraAttacks(attacker)) {
            return targets;
        }
        Effect attackAll = null;
        for (Effect effect : duel.effects().withCode(EffectCode.ATTACK_ALL)) {
            if (duel.reach().applies(effect, attacker)) {
                attackAll = effect;
                break;
            }
        }
        if (attackAll == null) {
            return List.of();
        }
        List<AttackTarget> again = new ArrayList<>();
        for (AttackTarget target : targets) {
            Card monster = target.monster();
            if (monster != null && attacker.attacksDeclaredAgainst(monster, turn)
                    < EffectValue.numberOf(attackAll, 0, attackAll, monster)) {
                again.add(target);
            }
        }
        return again;
    }

    private int extraAttacks(Card monster) {
        long extra = 0;
        for (Effect effect : duel.effects().withCode(EffectCode.EXTRA_ATTACK)) {
            if (duel.reach().applies(effect, monster)) {
                extra = Math.max(extra, EffectValue.numberOf(effect, 0, effect, monster));
            }
        }
        return (int) extra;
    }

    private boolean mayAttack(Card monster) {
        return monster.position() == Position.FACEUP_ATTACK && !duel.reach().isAffectedBy(monster, EffectCode.CANNOT_ATTACK)
                && !duel.reach().isAffectedBy(monster, EffectCode.CANNOT_ATTACK_ANNOUNCE) && !attackTargets(monster).isEmpty()
                && attackCosts(monster).stream().allMatch(cost -> callbacks.actionCostPayable(cost, monster, monster.controller()));
    }

    /**
     * A direct attack is possible only while the opponent controls no monsters (R024), or when an
     * effect lets the attacker attack directly (EFFECT_DIRECT_ATTACK: Sonic Shooter).
     */
    private List<AttackTarget> attackTargets(Card attacker) {
        return AttackTargets.of(duel, attacker);
    }

    /**
     * What declaring an attack with the monster costs (EFFECT_ATTACK_COST): effects on it, and effects on
     * its controller ("each player must pay 500 LP to declare an attack"); each one's cost(e, c, tp)
     * says whether it can be paid, its operation pays it when the attack is declared.
     */
    private List<Effect> attackCosts(Card monster) {
        List<Effect> all = duel.effects().withCode(EffectCode.ATTACK_COST);
        if (all.isEmpty()) {
            return List.of(); // asked for every monster at every Battle Step prompt
        }
        List<Effect> costs = new ArrayList<>();
        for (Effect cost : all) {
            boolean onPlayer = cost.hasProperty(EffectFlag.PLAYER_TARGET);
            if (onPlayer ? duel.reach().reachesPlayer(cost, monster.controller()) : duel.reach().applies(cost, monster)) {
                costs.add(cost);
            }
        }
        return costs;
    }

    private void declareAttack(Card attacker) {
        for (Effect cost : attackCosts(attacker)) {
            callbacks.operate(cost, duel.turn().player(), GameEvent.NONE);
        }
        AttackTarget target = duel.ask(new ChoicePrompt<>(duel.turn().player(), PromptKind.ATTACK_TARGET,
                "choose the target of " + attacker + "'s attack", targetsForDeclaration(attacker)));
        duel.field().countAttackDeclaration(attacker, duel.turn().number(), target.monster());
        duel.triggers().newEventBatch();
        duel.battle().beginAttack(attacker, target.monster());
        duel.turn().activity().record(Activity.ATTACK, duel.turn().player(), attacker);
        duel.publish(new DuelEvent.AttackDeclared(attacker, target.monster()));
        if (target.monster() != null) {
            // "when a monster is chosen as an attack target" (White Night Dragon)
            events.raise(new GameEvent(EventCode.BE_BATTLE_TARGET, CardGroup.of(target.monster()), null, 0,
                    duel.turn().player(), target.monster().controller(), 0));
        }
        events.raise(new GameEvent(EventCode.ATTACK_ANNOUNCE, CardGroup.of(attacker), null, 0, duel.turn().player(),
                duel.turn().player(), 0));
        List<Card> defenders = duel.field().cards(1 - duel.turn().player(), Location.MZONE);
        priority.untilBothPass();
        attacker = currentAttacker(attacker);
        target = currentTarget(target);
        while (attackerReady(attacker) && !duel.battle().isAttackNegated()
                && !defenders.equals(duel.field().cards(1 - duel.turn().player(), Location.MZONE))) {
            // R028: the defending side changed during the Battle Step: a replay, not a new declaration
            target = replay(attacker);
            if (target.stop()) {
                duel.battle().endAttack();
                return;
            }
            duel.battle().beginAttack(attacker, target.monster());
            duel.publish(new DuelEvent.AttackDeclared(attacker, target.monster()));
            defenders = duel.field().cards(1 - duel.turn().player(), Location.MZONE);
            priority.untilBothPass();
            attacker = currentAttacker(attacker);
            target = currentTarget(target);
        }
        if (attackStillOn(attacker, target)) {
            damageStep(attacker, target.monster());
        }
        duel.battle().endAttack();
    }

    /** The attacker as effects left it (Duel.ChangeAttacker). */
    private Card currentAttacker(Card declared) {
        return duel.battle().attacker() != null ? duel.battle().attacker() : declared;
    }

    /** The target as effects left it in the Battle Step (Duel.ChangeAttackTarget). */
    private AttackTarget currentTarget(AttackTarget declared) {
        return duel.battle().attackTarget() == declared.monster() ? declared
                : duel.battle().attackTarget() == null ? AttackTarget.DIRECT : new AttackTarget(duel.battle().attackTarget());
    }

    private AttackTarget replay(Card attacker) {
        List<AttackTarget> options = new ArrayList<>(attackTargets(attacker));
        options.add(AttackTarget.STOP);
        return duel.ask(new ChoicePrompt<>(duel.turn().player(), PromptKind.REPLAY,
                "replay: choose a new target for " + attacker + " or stop attacking", options));
    }

    private boolean attackerReady(Card attacker) {
        return attacker.location() == Location.MZONE && attacker.controller() == duel.turn().player()
                && attacker.position().isAttack();
    }

    /** The battle ends without a Damage Step if the attacker left or is no longer in Attack Position, or the target left (R030). */
    private boolean attackStillOn(Card attacker, AttackTarget target) {
        boolean targetThere = target.isDirect() || target.monster().location() == Location.MZONE;
        return attackerReady(attacker) && targetThere && !duel.battle().isAttackNegated();
    }

    private void damageStep(Card attacker, Card target) {
        phases.start(Phase.DAMAGE);
        duel.battle().startDamageStep();
        // the attack counts as made once the Damage Step starts (an attack negated before does not)
        duel.field().countAttackMade(attacker, duel.turn().number());
        // flip effects of the battle wait until after damage calculation (R035)
        duel.triggers().holdTriggers(true);
        raiseBattle(EventCode.BATTLE_START, attacker, target);
        priority.untilBothPass();
        attacker = currentAttacker(attacker);
        if (!attackStillOn(attacker, new AttackTarget(target))) {
            // R034: the target left at the start of the Damage Step: no flip and no damage calculation
            duel.triggers().holdTriggers(false);
            duel.setPhaseQuietly(Phase.DAMAGE);
            damageStepEnd(attacker, target, new BattleOutcome(false, false, 0, 0));
            return;
        }
        if (target != null) {
            // the positions the monsters battle in, before a face-down target is flipped (ygopro's battle position)
            attacker.history().recordBattlePosition(attacker.position());
            target.history().recordBattlePosition(target.position());
        }
        beforeDamageCalculation(target);
        if (!attackStillOn(attacker, new AttackTarget(target))) {
            // negated (an effect's own damage calculation ends the attack), or a monster left: no damage calculation
            endWithoutDamageCalculation(attacker, target);
            return;
        }
        BattleOutcome outcome = damageCalculation(attacker, target);
        if (outcome == null) {
            resets.endPhase(Phase.DAMAGE_CAL);
            endWithoutDamageCalculation(attacker, target);
            return;
        }
        afterDamageCalculation();
        damageStepEnd(attacker, target, outcome);
    }

    /** The Damage Step ends with no damage calculation (ygopro skips to its end once the attack is cancelled). */
    private void endWithoutDamageCalculation(Card attacker, Card target) {
        duel.triggers().holdTriggers(false);
        duel.setPhaseQuietly(Phase.DAMAGE);
        damageStepEnd(attacker, target, new BattleOutcome(false, false, 0, 0));
    }

    /** The target is flipped, then the window before damage calculation. */
    private void beforeDamageCalculation(Card target) {
        calculator.flipAttackTarget(target);
        raiseBattle(EventCode.BATTLE_CONFIRM, duel.battle().attacker(), target);
        priority.untilBothPass();
    }

    /** The window during damage calculation, then the calculation; null if the attack was cancelled in the window. */
    private BattleOutcome damageCalculation(Card attacker, Card target) {
        duel.setPhaseQuietly(Phase.DAMAGE_CAL);
        // the single window "during damage calculation", before the damage is calculated
        raiseBattle(EventCode.PRE_DAMAGE_CALCULATE, attacker, target);
        priority.untilBothPass();
        if (!attackStillOn(attacker, new AttackTarget(target))) {
            return null; // cancelled during damage calculation, before the damage is calculated
        }
        duel.triggers().newEventBatch();
        return calculator.calculate(attacker, target);
    }

    private void afterDamageCalculation() {
        duel.battle().setDamageCalculated(true);
        // what lasts "during damage calculation" (RESET_PHASE+PHASE_DAMAGE_CAL) ends with it
        resets.endPhase(Phase.DAMAGE_CAL);
        duel.setPhaseQuietly(Phase.DAMAGE);
        duel.triggers().holdTriggers(false);
        raiseBattle(EventCode.BATTLED, duel.battle().attacker(), duel.battle().attackTarget());
        priority.untilBothPass();
    }

    /** A battle sub-step event: its cards are the attacker and the attack target. */
    private void raiseBattle(long code, Card attacker, Card target) {
        events.raise(new GameEvent(code, BattleCalculator.fighters(attacker, target), null, Reason.BATTLE, duel.turn().player(),
                duel.turn().player(), 0));
    }

    /**
     * EVENT_BATTLE_DESTROYED for the monsters that went to the GY by battle, and
     * EVENT_BATTLE_DESTROYING for each monster that destroyed its opponent and is still on the
     * field (R042: a monster destroyed in the same battle has nothing to trigger).
     */
    private void raiseBattleResults(Card attacker, Card target, List<Card> destroyed) {
        if (destroyed.isEmpty()) {
            return;
        }
        CardGroup gone = new CardGroup(destroyed);
        events.raise(new GameEvent(EventCode.BATTLE_DESTROYED, gone, null, Reason.BATTLE, duel.turn().player(),
                duel.turn().player(), 0));
        for (Card winner : new Card[] {attacker, target}) {
            Card loser = winner == attacker ? target : attacker;
            if (winner != null && loser != null && destroyed.contains(loser) && winner.location() == Location.MZONE) {
                events.raise(new GameEvent(EventCode.BATTLE_DESTROYING, CardGroup.of(winner), null, Reason.BATTLE,
                        winner.controller(), winner.controller(), 0));
            }
        }
    }

    /**
     * The end of a Damage Step an effect started (Duel.CalculateDamage), once the chain has resolved: the
     * monsters it destroyed leave; then the attack going on before is over (ygopro cancels it) and
     * the phase is the one the effect was activated in.
     */
    public void finishEffectDamageStep(ReservedDamageStep step) {
        damageStepEnd(step.attacker(), step.target(), new BattleOutcome(step.attackerDestroyed(),
                step.targetDestroyed(), 0, 0));
        duel.setPhaseQuietly(step.previousPhase());
        duel.battle().endAttack();
        if (step.previousAttacker() != null) {
            duel.battle().beginAttack(step.previousAttacker(), null);
            duel.battle().negateAttack();
        }
    }

    /** Monsters destroyed by battle go to the GY at the end of the Damage Step (R041). */
    private void damageStepEnd(Card attacker, Card target, BattleOutcome outcome) {
        duel.triggers().newEventBatch();
        raiseBattle(EventCode.DAMAGE_STEP_END, attacker, target);
        duel.battle().clearBattleDestroyed();
        List<Card> destroyed = new ArrayList<>(2);
        if (outcome.attackerDestroyed() && attacker.location() == Location.MZONE) {
            destroyed.add(attacker);
        }
        if (outcome.targetDestroyed() && target != null && target.location() == Location.MZONE) {
            destroyed.add(target);
        }
        moves.sendToGraveByRule(destroyed, Reason.DESTROY | Reason.BATTLE);
        destroyed.removeIf(spared -> spared.location() == Location.MZONE); // e.g. a Union destroyed in its place
        for (Card loser : destroyed) {
            loser.setReasonCard(loser == attacker ? target : attacker);
        }
        raiseBattleResults(attacker, target, destroyed);
        priority.untilBothPass();
        resets.endPhase(Phase.DAMAGE);
    }
}
