package dev.spellspeed.script.api;

import dev.spellspeed.data.CardType;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardMap;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.DuelScripts;
import org.luaj.vm2.LuaUserdata;
import org.luaj.vm2.LuaValue;
import org.luaj.vm2.Varargs;


/**
 * The Lua face of a duel's cards: one userdata per card, whose metatable is its {@code c<code>}
 * table (ygopro's convention), so {@code c:GetCode()} finds the Card methods and
 * {@code c.some_field} the card script's own functions.
 */
public final class LuaCards {
    private final DuelScripts scripts;
    // every call into Lua wraps its cards: a CardMap, not an identity hash map
    private final CardMap<LuaUserdata> wrapped = new CardMap<>();
    /** Every userdata made or adopted, for a later duel that restores this one ({@link #adopt}). */
    private final java.util.List<LuaUserdata> all = new java.util.ArrayList<>();
    /** Userdata of a restored duel's cards by card number, waiting for their counterparts here. */
    private final java.util.Map<Integer, LuaUserdata> adoptable = new java.util.HashMap<>();

    public LuaCards(DuelScripts scripts) {
        this.scripts = scripts;
        scripts.apiTable("Card").rawset("__name", LuaValue.valueOf("Card"));
    }

    /** The card's userdata (always the same object for the same card); nil for null. */
    public LuaValue wrap(Card card) {
        if (card == null) {
            return LuaValue.NIL;
        }
        LuaUserdata userdata = wrapped.get(card);
        if (userdata == null) {
            dev.spellspeed.script.sandbox.ActiveBudget.wrote(); // a card's first handle: held from now on
            userdata = adoptable.remove(card.uid());
            if (userdata != null) {
                userdata.m_instance = card;
                userdata.setmetatable(scripts.cardTable(scriptCode(card)));
            } else {
                userdata = new LuaUserdata(card, scripts.cardTable(scriptCode(card)));
            }
            wrapped.put(card, userdata);
            all.add(userdata);
        }
        return userdata;
    }

    /**
     * Makes the userdata {@code earlier} handed out stand for the cards of the same number in this
     * (restored, re-executed) duel, as they are wrapped and at once for {@code cards}, so that card
     * handles a test holds keep naming the same cards. Cards numbered alike in both duels are the
     * same cards: a duel numbers its cards in the order they are created, and re-execution creates
     * them in the same order.
     */
    public void adopt(LuaCards earlier, Iterable<Card> cards) {
        earlier.adoptable.forEach(adoptable::putIfAbsent); // handles it had not placed yet
        for (LuaUserdata userdata : earlier.all) {
            if (userdata.m_instance instanceof Card card) {
                adoptable.putIfAbsent(card.uid(), userdata);
            }
        }
        for (Card card : cards) {
            wrap(card);
        }
    }

    /** The card behind a value, or null if it is not a card. */
    public static Card toCard(LuaValue value) {
        return value.isuserdata() && value.touserdata() instanceof Card card ? card : null;
    }

    /** A required Card argument. */
    public static Card checkCard(Varargs args, int index, String function) {
        Card card = toCard(args.arg(index));
        if (card == null) {
            throw ArgCheck.error(function, index, "Card", args.arg(index));
        }
        return card;
    }

    /**
     * Runs the card's {@code initial_effect} once for this card object (the host remembers which
     * objects it has set up). Normal monsters and tokens may have no script; any other card
     * without one is reported as a missing script.
     */
    public void initialise(Card card) {
        int code = scriptCode(card);
        // the type first: looking the file up builds its name and probes the directories' index, and
        // loading the script looks it up again (twice per card of a full-pool duel's set-up before)
        if ((card.data().is(CardType.NORMAL) || card.data().is(CardType.TOKEN)) && !scripts.hasScript(code)) {
            return;
        }
        scripts.initialEffect(code, wrap(card));
    }

    /** An alternate artwork (alias within 10 of its id, as in ygopro) runs its original's script. */
    public static int scriptCode(Card card) {
        int alias = card.data().alias();
        return alias != 0 && Math.abs(alias - card.code()) < 10 ? alias : card.code();
    }
}
