package dev.spellspeed.script.api.card;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.LinkZones;
import dev.spellspeed.duel.Location;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

import static dev.spellspeed.script.api.LuaCards.checkCard;

/** The {@code Card} table: link monsters: rating, markers, linked zones and groups. */
public final class CardLinkLib {
    private static final String T = "Card";

    private CardLinkLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();

        ApiFunction.define(table, T, "GetLink", (a, f) -> {
            Card c = checkCard(a, 1, f);
            return LuaValue.valueOf(c.data().isLink() ? c.data().level() : 0);
        });
        ApiFunction.define(table, "Card", "IsLink", (a, f) -> {
            int rating = rating(LuaCards.checkCard(a, 1, f));
            for (int i = 2; i <= a.narg(); i++) {
                if (rating > 0 && ArgCheck.checkInteger(a, i, f) == rating) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        ApiFunction.define(table, "Card", "IsLinkAbove", (a, f) -> {
            int rating = rating(LuaCards.checkCard(a, 1, f));
            return LuaValue.valueOf(rating > 0 && rating >= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(table, "Card", "IsLinkBelow", (a, f) -> {
            int rating = rating(LuaCards.checkCard(a, 1, f));
            return LuaValue.valueOf(rating > 0 && rating <= ArgCheck.checkInteger(a, 2, f));
        });
        ApiFunction.define(table, "Card", "GetLinkMarker", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(c.data().isLink() ? c.data().linkMarkers() : 0);
        });
        ApiFunction.define(table, "Card", "IsLinkMarker", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            long wanted = ArgCheck.checkInteger(a, 2, f);
            return LuaValue.valueOf(c.data().isLink() && (c.data().linkMarkers() & wanted) == wanted);
        });
        // what a monster is as Link Material: its current type, race, attribute, archetypes and name
        CardFunctions.mask(table, "IsLinkType", Card::type);
        CardFunctions.mask(table, "IsLinkRace", Card::race);
        CardFunctions.mask(table, "IsLinkAttribute", Card::attribute);
        ApiFunction.define(table, "Card", "IsLinkSetCard", (a, f) -> LuaValue.valueOf(
                CardFunctions.isSetCard(LuaCards.checkCard(a, 1, f).data(), ArgCheck.checkInteger(a, 2, f))));
        ApiFunction.define(table, "Card", "IsLinkCode", (a, f) -> {
            long code = LuaCards.checkCard(a, 1, f).currentCode();
            for (int i = 2; i <= a.narg(); i++) {
                if (ArgCheck.checkInteger(a, i, f) == code) {
                    return LuaValue.TRUE;
                }
            }
            return LuaValue.FALSE;
        });
        // ([player]): the zones it points to, from its controller's side (or the given player's)
        ApiFunction.define(table, "Card", "GetLinkedZone", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            int zones = LinkZones.of(c);
            boolean other = !a.arg(2).isnil() && LuaArgs.player(a, 2, f) != c.controller();
            return LuaValue.valueOf(other ? swapSides(zones) : zones);
        });
        ApiFunction.define(table, "Card", "GetLinkedGroup", (a, f) ->
                bridge.wrap(linkedGroup(duel, LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(table, "Card", "GetLinkedGroupCount", (a, f) ->
                LuaValue.valueOf(linkedGroup(duel, LuaCards.checkCard(a, 1, f)).size()));
        ApiFunction.define(table, "Card", "GetMutualLinkedGroup", (a, f) ->
                bridge.wrap(mutual(duel, LuaCards.checkCard(a, 1, f))));
        ApiFunction.define(table, "Card", "GetMutualLinkedGroupCount", (a, f) ->
                LuaValue.valueOf(mutual(duel, LuaCards.checkCard(a, 1, f)).size()));
        ApiFunction.define(table, "Card", "IsLinkState", (a, f) -> {
            Card c = LuaCards.checkCard(a, 1, f);
            return LuaValue.valueOf(!linkedGroup(duel, c).isEmpty() || pointedAtBy(duel, c));
        });
    }

    private static int rating(Card c) {
        return c.isMonster() && c.data().isLink() ? c.data().level() : 0;
    }

    private static int swapSides(int zones) {
        return (zones >>> 16) & 0x7f | (zones & 0x7f) << 16;
    }

    /** The monsters in the zones the card points to. */
    private static CardGroup linkedGroup(Duel duel, Card c) {
        CardGroup group = new CardGroup();
        int zones = LinkZones.of(c);
        for (int zone = 0; zone < 7; zone++) {
            Card own = (zones & 1 << zone) != 0 ? duel.field().zoneCard(c.controller(), Location.MZONE, zone) : null;
            Card theirs = (zones & 1 << (16 + zone)) != 0
                    ? duel.field().zoneCard(1 - c.controller(), Location.MZONE, zone) : null;
            if (own != null) {
                group.add(own);
            }
            if (theirs != null) {
                group.add(theirs);
            }
        }
        return group;
    }

    /** The linked monsters that point back at the card (co-linked). */
    private static CardGroup mutual(Duel duel, Card c) {
        CardGroup group = new CardGroup();
        for (Card other : linkedGroup(duel, c)) {
            if (linkedGroup(duel, other).contains(c)) {
                group.add(other);
            }
        }
        return group;
    }

    private static boolean pointedAtBy(Duel duel, Card c) {
        for (int p = 0; p < 2; p++) {
            for (Card monster : duel.field().cards(p, Location.MZONE)) {
                if (monster != c && linkedGroup(duel, monster).contains(c)) {
                    return true;
                }
            }
        }
        return false;
    }
}
