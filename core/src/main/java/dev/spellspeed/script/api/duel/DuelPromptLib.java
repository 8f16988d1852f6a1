package dev.spellspeed.script.api.duel;

import dev.spellspeed.decision.HintType;
import dev.spellspeed.decision.ChoicePrompt;
import dev.spellspeed.decision.PromptKind;
import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.duel.Location;
import dev.spellspeed.rules.Announcements;
import dev.spellspeed.rules.CoinsAndDice;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import java.util.ArrayList;
import java.util.List;
import org.luaj.vm2.LuaError;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Duel} table: asking the players: yes/no, options, positions, zones, announcements, coins and dice, hints. */
public final class DuelPromptLib {
    private static final String T = "Duel";

    private DuelPromptLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        CoinsAndDice chance = bridge.rules().coinsAndDice();
        Announcements announce = bridge.rules().announcements();

        // hints steer a graphical client; a script may read back the last selection message it gave a player
        long[] lastSelectHint = new long[2];
        ApiFunction.define(table, T, "Hint", (a, f) -> {
            long type = ArgCheck.optInteger(a, 1, f, 0);
            long player = ArgCheck.optInteger(a, 2, f, 0);
            if (type == HintType.SELECTMSG && (player == 0 || player == 1)) {
                lastSelectHint[(int) player] = ArgCheck.optInteger(a, 3, f, 0);
            }
            return LuaValue.NONE;
        });
        // ([player]): the last HINT_SELECTMSG given to the player (the running effect's player by default)
        ApiFunction.define(table, T, "GetLastSelectHint", (a, f) -> {
            int player = a.arg(1).isnil() ? Math.max(0, duel.chain().runningPlayer()) : LuaArgs.player(a, 1, f);
            return LuaValue.valueOf((double) lastSelectHint[player]);
        });
        ApiFunction.define(table, T, "HintSelection", (a, f) -> LuaValue.NONE);
        ApiFunction.define(table, T, "SelectYesNo", (a, f) -> LuaValue.valueOf(duel.ask(new ChoicePrompt<>(
                LuaArgs.player(a, 1, f), PromptKind.YES_NO, "description " + ArgCheck.optInteger(a, 2, f, 0),
                List.of(Boolean.TRUE, Boolean.FALSE)))));
        // (player, n1, n2, ...): the number declared and its index among the choices
        ApiFunction.define(table, T, "AnnounceNumber", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            List<Long> numbers = new ArrayList<>();
            for (int i = 2; i <= a.narg(); i++) {
                numbers.add(ArgCheck.checkInteger(a, i, f));
            }
            if (numbers.isEmpty()) {
                throw new LuaError(f + ": at least one number is needed");
            }
            Long chosen = duel.ask(new ChoicePrompt<>(player, PromptKind.ANNOUNCE, "declare a number", numbers));
            return LuaValue.varargsOf(LuaValue.valueOf((double) chosen), LuaValue.valueOf(numbers.indexOf(chosen)));
        });
        // (player[, type mask]): a card name (code) from the card pool, of a card of that type
        ApiFunction.define(table, T, "AnnounceCard", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            long type = ArgCheck.optInteger(a, 2, f, 0);
            List<Long> codes = new ArrayList<>();
            for (var data : duel.cardPool()) {
                if ((type == 0 || (data.type() & type) != 0) && data.alias() == 0) {
                    codes.add((long) data.code());
                }
            }
            if (codes.isEmpty()) {
                throw new LuaError(f + ": no card of that type to declare");
            }
            Long chosen = duel.ask(new ChoicePrompt<>(player, PromptKind.ANNOUNCE, "declare a card name", codes));
            return LuaValue.valueOf((double) chosen);
        });
        ApiFunction.define(table, T, "SelectOption", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            List<Integer> options = new ArrayList<>();
            for (int i = 2; i <= a.narg(); i++) {
                ArgCheck.checkInteger(a, i, f);
                options.add(i - 2);
            }
            if (options.isEmpty()) {
                throw new LuaError(f + ": at least one option is needed");
            }
            return LuaValue.valueOf(duel.ask(new ChoicePrompt<>(player, PromptKind.OPTION, "choose an option", options)));
        });
        // (player, count): the results, 1 for heads
        ApiFunction.define(table, T, "TossCoin", (a, f) -> {
            int count = (int) ArgCheck.optInteger(a, 2, f, 1);
            LuaValue[] results = new LuaValue[Math.max(1, count)];
            for (int i = 0; i < results.length; i++) {
                results[i] = LuaValue.valueOf(chance.tossCoin() ? 1 : 0);
            }
            return LuaValue.varargsOf(results);
        });
        // (player, count[, opponent's count]): the player's dice, then the opponent's; 5 dice at most in all
        ApiFunction.define(table, T, "TossDice", (a, f) -> {
            int own = (int) Math.min(5, Math.max(1, ArgCheck.optInteger(a, 2, f, 1)));
            int opponents = (int) Math.max(0, Math.min(5 - own, ArgCheck.optInteger(a, 3, f, 0)));
            LuaValue[] results = new LuaValue[own + opponents];
            for (int i = 0; i < results.length; i++) {
                results[i] = LuaValue.valueOf(chance.tossDice());
            }
            return LuaValue.varargsOf(results);
        });
        // the player calls it: 1 heads, 0 tails (COIN_HEADS / COIN_TAILS)
        ApiFunction.define(table, T, "AnnounceCoin", (a, f) -> LuaValue.valueOf(duel.ask(new ChoicePrompt<>(
                LuaArgs.player(a, 1, f), PromptKind.ANNOUNCE, "call the coin toss: 1 heads, 0 tails",
                java.util.List.of(1L, 0L)))));
        // (player, count, available attributes): the declared ATTRIBUTE_* bits
        ApiFunction.define(table, T, "AnnounceAttribute", (a, f) -> LuaValue.valueOf((int) announce.attributes(
                LuaArgs.player(a, 1, f), ArgCheck.checkInt(a, 2, f), ArgCheck.checkInteger(a, 3, f))));
        ApiFunction.define(table, T, "AnnounceRace", (a, f) -> LuaValue.valueOf((int) announce.races(
                LuaArgs.player(a, 1, f), ArgCheck.checkInt(a, 2, f), ArgCheck.checkInteger(a, 3, f))));
        // (player[, min=1, max=12, excluded...]): the Level and its index among the choices
        ApiFunction.define(table, T, "AnnounceLevel", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            int min = (int) ArgCheck.optInteger(a, 2, f, 1);
            int max = (int) ArgCheck.optInteger(a, 3, f, 12);
            List<Long> excluded = new ArrayList<>();
            for (int i = 4; i <= a.narg(); i++) {
                if (!a.arg(i).isnil()) {
                    excluded.add(ArgCheck.checkInteger(a, i, f));
                }
            }
            List<Long> levels = Announcements.levelChoices(min, max, excluded);
            if (levels.isEmpty()) {
                return LuaValue.NONE;
            }
            long level = announce.number(player, levels, "declare a Level");
            return LuaValue.varargsOf(LuaValue.valueOf((int) level), LuaValue.valueOf(levels.indexOf(level)));
        });
        // (player): 0 monster, 1 Spell, 2 Trap
        ApiFunction.define(table, T, "AnnounceType", (a, f) -> LuaValue.valueOf(announce.cardType(LuaArgs.player(a, 1, f))));
        // (player, card, positions): the chosen POS_* value
        ApiFunction.define(table, T, "SelectPosition", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            Card card = LuaCards.checkCard(a, 2, f);
            return LuaValue.valueOf(announce.position(player, card, ArgCheck.checkInteger(a, 3, f)).mask());
        });
        // (player, card[, description])
        ApiFunction.define(table, T, "SelectEffectYesNo", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            Card card = LuaCards.checkCard(a, 2, f);
            return LuaValue.valueOf(announce.useEffect(player, card, ArgCheck.optInteger(a, 3, f, 95)));
        });
        // (player, count, own locations, opponent's locations, excluded zone bits): the chosen zone bits
        ApiFunction.define(table, T, "SelectDisableField", (a, f) -> {
            int player = LuaArgs.player(a, 1, f);
            int count = ArgCheck.checkInt(a, 2, f);
            int self = ArgCheck.checkInt(a, 3, f);
            int opponent = ArgCheck.checkInt(a, 4, f);
            int excluded = (int) ArgCheck.checkInteger(a, 5, f);
            int zones = announce.zones(player, count, Location.MZONE.in(self), Location.SZONE.in(self),
                    Location.MZONE.in(opponent), Location.SZONE.in(opponent), excluded);
            return zones == 0 ? LuaValue.NONE : LuaValue.valueOf(zones);
        });
        // (cards): the next sum check or selection must include them (Group.CheckWithSumGreater/Equal, SelectWithSum...)
        ApiFunction.define(table, T, "SetSelectedCard", (a, f) -> {
            duel.operation().setMustSelect(LuaBridge.checkCards(a, 1, f).toList());
            return LuaValue.NONE;
        });
        // the cards a selection must include (Duel.SetSelectedCard), forgotten once taken
        ApiFunction.define(table, T, "GrabSelectedCard", (a, f) -> bridge.wrap(new CardGroup(duel.operation().takeMustSelect())));
    }
}
