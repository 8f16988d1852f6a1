package dev.spellspeed.play;

import dev.spellspeed.data.CardDatabase;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.session.DuelRecipe;

import java.util.Set;
import java.util.TreeSet;

/**
 * Reload's card data: the card databases read again from disk, and the board's duel recipe built
 * over them (the decks, a puzzle or a test set up with the new rows). The table replays the duel's
 * decisions on that recipe as it does for an edited script ({@link ScriptReload}); a database that
 * cannot be read, or no longer has a card the duel holds, is refused and the duel goes on with the
 * cards it had.
 */
public interface CardReload {
    /**
     * The databases as they are on disk now, merged as at the start.
     *
     * @throws RuntimeException with a one-line message when one cannot be read
     */
    CardDatabase read();

    /**
     * The board's duel recipe over {@code cards}.
     *
     * @throws RuntimeException with a one-line message when the duel cannot be set up with them (a deck's card is missing)
     */
    DuelRecipe recipe(CardDatabase cards);

    /**
     * The cards of {@code duel} whose rows {@code cards} does not have, one phrase (null: none): a
     * duel whose card vanished from the databases cannot be replayed, so reload refuses it by name.
     */
    static String missing(Duel duel, CardDatabase cards) {
        Set<String> gone = new TreeSet<>();
        for (Card card : duel.field().allCards()) {
            if (cards.find(card.data().code()).isEmpty()) {
                gone.add(card.data().name() + " (" + card.data().code() + ")");
            }
        }
        if (gone.isEmpty()) {
            return null;
        }
        return (gone.size() == 1 ? "the card " : "the cards ") + String.join(", ", gone)
                + (gone.size() == 1 ? " is" : " are") + " in this duel but no longer in the card databases";
    }
}
