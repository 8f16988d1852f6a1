package dev.spellspeed.ai;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.duel.Players;
import dev.spellspeed.effect.Category;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.Effect;
import dev.spellspeed.effect.OperationInfo;

/**
 * What an effect is worth to the player who would use it, read from its categories ({@code
 * SetCategory}) and, once it is on the chain, from what its link declares ({@code
 * SetOperationInfo}): drawing, searching and summoning help; destroying, banishing and taking
 * control help only when the opponent has something to lose; negation only answers a threat.
 */
final class EffectWorth {
    /** Effects that take something away from the cards' controller. */
    static final long REMOVAL = Category.DESTROY | Category.REMOVE | Category.TOHAND | Category.TODECK | Category.TOGRAVE
            | Category.CONTROL | Category.RELEASE | Category.POSITION;
    /** Effects that stop another effect or a summon: worth using only against a threat. */
    static final long NEGATION = Category.NEGATE | Category.DISABLE | Category.DISABLE_SUMMON;
    /** Categories a chain link may declare against a player's cards (SetOperationInfo). */
    private static final long[] HARMFUL = {Category.DESTROY, Category.REMOVE, Category.TOHAND, Category.TODECK,
            Category.TOGRAVE, Category.CONTROL, Category.RELEASE, Category.POSITION, Category.DISABLE, Category.NEGATE,
            Category.HANDES_OPPO, Category.DECKDES};

    private EffectWorth() {}

    /**
     * The worth of using {@code effect} now for {@code player}, without regard to timing: what its
     * categories do given the board. Unknown effects (no category) are worth a little: a card played
     * is usually better than a card held.
     */
    static double of(Duel duel, int player, Effect effect) {
        long category = effect.category();
        int opponent = 1 - player;
        int theirCards = Board.fieldCards(duel, opponent);
        int theirMonsters = duel.field().count(opponent, Location.MZONE);
        int myMonsters = duel.field().count(player, Location.MZONE);
        double worth = 0;
        if (Category.any(category, Category.DRAW)) {
            worth += 450;
        }
        if (Category.any(category, Category.SEARCH)) {
            worth += 400;
        }
        if (Category.any(category, Category.SPECIAL_SUMMON | Category.GRAVE_SPSUMMON | Category.FUSION_SUMMON)) {
            worth += duel.field().count(player, Location.MZONE) < 5 ? 450 : -100;
        }
        if (Category.any(category, Category.TOKEN)) {
            worth += 250;
        }
        if (Category.any(category, Category.SUMMON)) {
            worth += 200;
        }
        if (Category.any(category, Category.DESTROY | Category.REMOVE | Category.TODECK)) {
            // no target of the opponent's: the effect would hit nothing, or hit us
            worth += theirCards > 0 ? 400 + Board.strongest(duel, opponent) / 6.0 : -250;
        }
        if (Category.any(category, Category.CONTROL)) {
            worth += theirMonsters > 0 ? 500 + Board.strongestAttack(duel, opponent) / 4.0 : -250;
        }
        if (Category.any(category, Category.TOHAND) && !Category.any(category, Category.SEARCH)) {
            worth += 200;
        }
        if (Category.any(category, Category.POSITION)) {
            worth += theirMonsters > 0 ? 150 : 0;
        }
        if (Category.any(category, Category.HANDES_OPPO)) {
            worth += duel.field().count(opponent, Location.HAND) > 0 ? 250 : 0;
        }
        if (Category.any(category, Category.DAMAGE)) {
            worth += 250 + (duel.lp(opponent) <= 1000 ? 600 : 0);
        }
        if (Category.any(category, Category.RECOVER)) {
            worth += duel.lp(player) < 2000 ? 300 : 80;
        }
        if (Category.any(category, Category.ATKCHANGE | Category.DEFCHANGE)) {
            worth += myMonsters + theirMonsters > 0 ? 150 : -50;
        }
        if (Category.any(category, Category.EQUIP)) {
            worth += myMonsters > 0 ? 250 : -150;
        }
        if (Category.any(category, Category.HANDES_SELF) && !Category.any(category, Category.HANDES_OPPO)) {
            worth -= 100;
        }
        if (Category.any(category, NEGATION)) {
            // answers a threat (see threat()); on its own it does nothing
            worth -= 150;
        }
        if (category == 0 || worth == 0) {
            worth += baseline(effect);
        }
        return worth;
    }

    /** An effect whose script names no category: a lasting Spell or Trap sets something up; others are a guess. */
    private static double baseline(Effect effect) {
        Card card = effect.handler();
        if (card == null) {
            return 50;
        }
        long type = card.type();
        if ((type & (CardType.CONTINUOUS | CardType.FIELD | CardType.EQUIP)) != 0) {
            return 250;
        }
        if ((type & CardType.SPELL) != 0) {
            return 150;
        }
        return 100;
    }

    /**
     * How much the links the opponent put on the chain threaten {@code player}: their declared
     * operations against {@code player}'s cards, LP and hand (0 when nothing threatens).
     */
    static double threat(Duel duel, int player) {
        double threat = 0;
        for (ChainLink link : duel.chain().links()) {
            if (link.player() == player || link.isActivationNegated()) {
                continue;
            }
            threat += linkThreat(duel, player, link);
        }
        return threat;
    }

    private static double linkThreat(Duel duel, int player, ChainLink link) {
        double threat = 0;
        boolean declared = false;
        for (long category : HARMFUL) {
            OperationInfo info = link.operationInfo(category);
            if (info == null) {
                continue;
            }
            declared = true;
            for (Card card : info.cards()) {
                if (card.controller() == player) {
                    threat += Board.card(card);
                }
            }
            if (info.cards().isEmpty() && (info.player() == player || info.player() == Players.ALL)) {
                threat += 600.0 * Math.max(1, info.count());
            }
        }
        OperationInfo damage = link.operationInfo(Category.DAMAGE);
        if (damage != null && (damage.player() == player || damage.player() == Players.ALL)) {
            declared = true;
            threat += Math.max(300, damage.parameter());
        }
        for (Card target : link.targets()) {
            if (target.controller() == player) {
                threat += Board.card(target) / 2;
            }
        }
        if (!declared && link.targets().isEmpty()) {
            // nothing declared: judge by what the effect says it is
            long category = link.effect().category();
            if (Category.any(category, REMOVAL | Category.DAMAGE | Category.NEGATE | Category.DISABLE)) {
                threat += 500;
            } else if (Category.any(category, Category.SPECIAL_SUMMON | Category.DRAW | Category.SEARCH)) {
                threat += 300;
            }
        }
        return threat;
    }
}
