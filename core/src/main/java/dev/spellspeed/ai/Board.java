package dev.spellspeed.ai;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.DuelResult;
import dev.spellspeed.duel.Location;

import java.util.List;

/**
 * What a position is worth to one player, read from the board: life points, cards in hand, the
 * monsters' ATK and DEF by position, face-down cards and a Deck about to run out. One number, in
 * LP-like units, positive when the player is ahead; both AI players use it.
 */
public final class Board {
    /** The value of a won (or lost) duel: above anything a board can be worth. */
    public static final double WON = 1_000_000;
    /** A face-down monster's value when its stats are unknown to the opponent. */
    static final int UNKNOWN_MONSTER = 1200;
    /** What one card in hand is worth: an option for later turns. */
    static final int HAND_CARD = 350;
    static final int SET_SPELL_TRAP = 500;
    static final int FACE_UP_SPELL_TRAP = 400;
    /** A monster on the field is worth its stat plus this: it blocks attacks and may be used as a cost. */
    static final int BODY = 300;

    private Board() {}

    /** The value of the duel's position for {@code player} (±{@link #WON} when it is over). */
    public static double evaluate(Duel duel, int player) {
        if (duel.isOver()) {
            DuelResult result = duel.result();
            if (result == null || result.isDraw()) {
                return 0;
            }
            return result.winner() == player ? WON : -WON;
        }
        return side(duel, player) - side(duel, 1 - player) + life(duel.lp(player)) - life(duel.lp(1 - player));
    }

    /** Low LP counts for more than the difference says: near 0 every point matters. */
    private static double life(int lp) {
        double value = Math.max(0, lp);
        return lp < 2000 ? value - (2000 - value) : value;
    }

    private static double side(Duel duel, int player) {
        double value = 0;
        for (Card monster : duel.field().cards(player, Location.MZONE)) {
            if (monster != null) {
                value += BODY + fieldMonster(monster);
            }
        }
        for (Card card : duel.field().cards(player, Location.SZONE)) {
            if (card != null) {
                value += card.isFaceUp() ? FACE_UP_SPELL_TRAP : SET_SPELL_TRAP;
            }
        }
        value += HAND_CARD * duel.field().count(player, Location.HAND);
        int deck = duel.field().count(player, Location.DECK);
        if (deck < 5) {
            value -= 400.0 * (5 - deck);
        }
        return value;
    }

    /** A monster's worth where it stands: its ATK in Attack Position, the better stat in Defense, a guess face-down. */
    static double fieldMonster(Card monster) {
        if (!monster.isFaceUp()) {
            return UNKNOWN_MONSTER;
        }
        if (monster.position().isAttack()) {
            return monster.attack();
        }
        return Math.max(monster.defense(), monster.attack() * 0.7);
    }

    /** A card's worth wherever it is, to order selections: monsters by their stats, Spells and Traps alike. */
    static double card(Card card) {
        if (card.location() == Location.MZONE && card.isFaceUp()) {
            return Math.max(card.attack(), card.defense()) + BODY;
        }
        if ((card.type() & CardType.MONSTER) != 0) {
            int atk = Math.max(0, card.data().attack());
            int def = Math.max(0, card.data().defense());
            return Math.max(atk, def * 0.8) + 100 * Math.max(0, card.data().level() - 4) / 2.0 + BODY;
        }
        // a Spell or Trap: worth about a medium monster; a Trap or Quick-Play that answers the opponent a little more
        return (card.type() & (CardType.TRAP | CardType.QUICKPLAY)) != 0 ? 1400 : 1200;
    }

    /** The strongest ATK among a player's face-up Attack Position monsters and the DEF of the others, 0 with none. */
    static int strongest(Duel duel, int player) {
        int best = 0;
        for (Card monster : monsters(duel, player)) {
            int stat = !monster.isFaceUp() ? UNKNOWN_MONSTER : monster.position().isAttack() ? monster.attack() : monster.defense();
            best = Math.max(best, stat);
        }
        return best;
    }

    /** The strongest ATK a player's monsters have, face-down ones unknown (counted as 0). */
    static int strongestAttack(Duel duel, int player) {
        int best = 0;
        for (Card monster : monsters(duel, player)) {
            if (monster.isFaceUp()) {
                best = Math.max(best, monster.attack());
            }
        }
        return best;
    }

    static List<Card> monsters(Duel duel, int player) {
        return duel.field().cards(player, Location.MZONE).stream().filter(c -> c != null).toList();
    }

    static int fieldCards(Duel duel, int player) {
        return duel.field().count(player, Location.MZONE) + duel.field().count(player, Location.SZONE);
    }
}
