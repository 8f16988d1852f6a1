package dev.spellspeed.script.api.duel;

import dev.spellspeed.duel.Card;
import dev.spellspeed.duel.CardGroup;
import dev.spellspeed.duel.Duel;
import dev.spellspeed.effect.ChainInfo;
import dev.spellspeed.effect.ChainLink;
import dev.spellspeed.effect.OperationInfo;
import dev.spellspeed.effect.TriggeringState;
import dev.spellspeed.rules.chain.ChainEdits;
import dev.spellspeed.rules.chain.ChainLinks;
import dev.spellspeed.script.ArgCheck;
import dev.spellspeed.script.CallbackRole;
import dev.spellspeed.script.api.ApiFunction;
import dev.spellspeed.script.api.CardQueries;
import dev.spellspeed.script.api.CardSelection;
import dev.spellspeed.script.api.LuaArgs;
import dev.spellspeed.script.api.LuaBridge;
import dev.spellspeed.script.api.LuaCards;
import dev.spellspeed.script.api.LuaEffectFunction;
import dev.spellspeed.script.api.Reasons;
import java.util.ArrayList;
import java.util.List;
import org.luaj.vm2.LuaTable;
import org.luaj.vm2.LuaValue;

/** The {@code Duel} table: the chain: links, their targets and operation info, negation, and chain limits. */
public final class DuelChainLib {
    private static final String T = "Duel";

    private DuelChainLib() {}

    public static void install(LuaBridge bridge) {
        LuaTable table = bridge.scripts().apiTable(T);
        Duel duel = bridge.duel();
        ChainEdits chainEdits = bridge.rules().chainEdits();
        ChainLinks links = bridge.rules().chainLinks();

        // while a link resolves, the links above it have left the chain: its number is the chain's length
        ApiFunction.define(table, T, "GetCurrentChain", (a, f) -> LuaValue.valueOf(
                duel.chain().current() != null ? duel.chain().current().number() : duel.chain().size()));
        ApiFunction.define(table, T, "SetOperationInfo", (a, f) -> {
            int number = ArgCheck.checkInt(a, 1, f);
            // nil or 0 (as some scripts write it): no cards
            CardGroup cards = a.arg(3).isnil() || a.arg(3).isnumber() && a.arg(3).toint() == 0 ? new CardGroup()
                    : LuaBridge.checkCards(a, 3, f);
            ChainLink link = number == 0 ? duel.chain().runningLink() : links.link(number);
            if (link == null) {
                return LuaValue.NONE; // no chain link to inform: ygopro does nothing
            }
            link.setOperationInfo(new OperationInfo(ArgCheck.checkInteger(a, 2, f), cards,
                    (int) ArgCheck.optInteger(a, 4, f, 0), (int) ArgCheck.optInteger(a, 5, f, 0),
                    ArgCheck.optInteger(a, 6, f, 0)));
            return LuaValue.NONE;
        });
        // (chain number, category): nothing when there is no chain, as in ygopro
        ApiFunction.define(table, T, "GetOperationInfo", (a, f) -> {
            ChainLink link = links.link(ArgCheck.checkInt(a, 1, f));
            if (link == null) {
                return LuaValue.NONE;
            }
            OperationInfo info = link.operationInfo(ArgCheck.checkInteger(a, 2, f));
            if (info == null) {
                return LuaValue.FALSE;
            }
            return LuaValue.varargsOf(new LuaValue[] {LuaValue.TRUE, bridge.wrap(info.cards()),
                    LuaValue.valueOf(info.count()), LuaValue.valueOf(info.player()),
                    LuaValue.valueOf((double) info.parameter())});
        });
        // (card or group): the running link targets them too; with no link (a callback outside any chain,
        // e.g. a replacement's target asked as a check) ygopro does nothing; nil is an error there too
        ApiFunction.define(table, T, "SetTargetCard", (a, f) -> {
            CardGroup cards = LuaBridge.checkCards(a, 1, f);
            ChainLink link = duel.chain().runningLink();
            if (link == null) {
                return LuaValue.NONE;
            }
            if (link == duel.chain().continuousLink() && !a.arg(1).isuserdata(Card.class)) {
                link.clearTargets(); // a continuous effect's link takes a group as its whole target list (ygopro)
            }
            for (Card card : cards) {
                link.addTarget(card);
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "SetTargetPlayer", (a, f) -> {
            int player = ArgCheck.checkInt(a, 1, f);
            ChainLink link = duel.chain().runningLink();
            if (link != null) {
                link.setTargetPlayer(player);
            }
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "SetTargetParam", (a, f) -> {
            long parameter = ArgCheck.checkInteger(a, 1, f);
            ChainLink link = duel.chain().runningLink();
            if (link != null) {
                link.setTargetParam(parameter);
            }
            return LuaValue.NONE;
        });
        // (filter, player, self, opponent, count, excluded, extra...)
        // the range is walked as a list (no group of it is built: only the targetable cards make one)
        ApiFunction.define(table, T, "IsExistingTarget", (a, f) -> LuaValue.valueOf(CardQueries.atLeast(bridge,
                bridge.rules().targeting().targetable(CardQueries.range(duel, LuaArgs.player(a, 2, f), ArgCheck.checkInt(a, 3, f),
                        ArgCheck.checkInt(a, 4, f))), a.arg(1), a.arg(6), a.subargs(7), ArgCheck.checkInt(a, 5, f))));
        // (selecting player, filter, player, self, opponent, min, max, excluded, extra...)
        ApiFunction.define(table, T, "SelectTarget", (a, f) -> {
            int selecting = LuaArgs.player(a, 1, f);
            CardGroup candidates = CardQueries.filter(bridge, bridge.rules().targeting().targetable(CardQueries.range(duel,
                    LuaArgs.player(a, 3, f), ArgCheck.checkInt(a, 4, f), ArgCheck.checkInt(a, 5, f))),
                    a.arg(2), a.arg(8), a.subargs(9));
            CardGroup chosen = CardSelection.select(bridge, selecting, candidates, ArgCheck.checkInt(a, 6, f),
                    ArgCheck.checkInt(a, 7, f));
            bridge.rules().targeting().chooseTargets(chosen);
            return bridge.wrap(chosen);
        });
        // every target of the running link; nothing when there is none (ygopro)
        ApiFunction.define(table, T, "GetFirstTarget", (a, f) -> {
            ChainLink link = duel.chain().runningLink();
            if (link == null) {
                return LuaValue.NONE;
            }
            List<LuaValue> targets = new ArrayList<>();
            for (Card card : link.targets()) {
                targets.add(bridge.wrap(card));
            }
            return targets.isEmpty() ? LuaValue.NIL : LuaValue.varargsOf(targets.toArray(new LuaValue[0]));
        });
        ApiFunction.define(table, T, "GetTargetsRelateToChain", (a, f) -> {
            ChainLink link = duel.chain().runningLink();
            CardGroup related = new CardGroup();
            for (Card card : link == null ? new CardGroup() : link.targets()) {
                if (link.isRelated(card)) {
                    related.add(card);
                }
            }
            return bridge.wrap(related);
        });
        // (chain number, CHAININFO_*...): one value per info asked; nothing when there is no chain, as in ygopro
        ApiFunction.define(table, T, "GetChainInfo", (a, f) -> {
            ChainLink link = links.link(ArgCheck.checkInt(a, 1, f));
            if (link == null) {
                return LuaValue.NONE;
            }
            LuaValue[] values = new LuaValue[Math.max(0, a.narg() - 1)];
            for (int i = 0; i < values.length; i++) {
                values[i] = chainInfo(bridge, duel, link, ArgCheck.checkInteger(a, i + 2, f));
            }
            return LuaValue.varargsOf(values);
        });
        ApiFunction.define(table, T, "NegateActivation", (a, f) ->
                LuaValue.valueOf(bridge.rules().chainEdits().negateActivation(ArgCheck.checkInt(a, 1, f))));
        ApiFunction.define(table, T, "NegateEffect", (a, f) ->
                LuaValue.valueOf(bridge.rules().chainEdits().negateEffect(ArgCheck.checkInt(a, 1, f))));
        ApiFunction.define(table, T, "IsChainNegatable", (a, f) ->
                LuaValue.valueOf(bridge.rules().chainEdits().isActivationNegatable(ArgCheck.checkInt(a, 1, f))));
        ApiFunction.define(table, T, "IsChainDisablable", (a, f) ->
                LuaValue.valueOf(bridge.rules().chainEdits().isEffectNegatable(ArgCheck.checkInt(a, 1, f))));
        ApiFunction.define(table, T, "SetChainLimit", (a, f) -> {
            duel.chain().setLimit(new LuaEffectFunction(bridge, ArgCheck.checkFunction(a, 1, f),
                    CallbackRole.OTHER, 0), false);
            return LuaValue.NONE;
        });
        ApiFunction.define(table, T, "SetChainLimitTillChainEnd", (a, f) -> {
            duel.chain().setLimit(new LuaEffectFunction(bridge, ArgCheck.checkFunction(a, 1, f),
                    CallbackRole.OTHER, 0), true);
            return LuaValue.NONE;
        });
        // separates the steps of an effect ("then"): what happened before is no longer the last thing (R056)
        ApiFunction.define(table, T, "BreakEffect", (a, f) -> {
            duel.triggers().newEventBatch();
            return LuaValue.NONE;
        });
        // (chain number): the link forgets its operation info; 0 is the link whose callbacks run
        ApiFunction.define(table, T, "ClearOperationInfo", (a, f) -> {
            int number = ArgCheck.checkInt(a, 1, f);
            ChainLink link = number == 0 ? duel.chain().current() : duel.chain().get(number);
            if (link != null) {
                link.clearOperationInfo();
            }
            return LuaValue.NONE;
        });
        // (chain number, player): the link's target player becomes another (0 or past the chain: the last link)
        ApiFunction.define(table, T, "ChangeTargetPlayer", (a, f) -> {
            int number = ArgCheck.checkInt(a, 1, f);
            long player = ArgCheck.checkInteger(a, 2, f);
            ChainLink link = links.link(number);
            if (link != null && (player == 0 || player == 1)) {
                link.setTargetPlayer((int) player);
            }
            return LuaValue.NONE;
        });
        // (chain number, parameter): the link's target parameter becomes another
        ApiFunction.define(table, T, "ChangeTargetParam", (a, f) -> {
            ChainLink link = links.link(ArgCheck.checkInt(a, 1, f));
            long parameter = ArgCheck.checkInteger(a, 2, f);
            if (link != null) {
                link.setTargetParam(parameter);
            }
            return LuaValue.NONE;
        });
        // (chain number, group): the link targets these cards instead
        ApiFunction.define(table, T, "ChangeTargetCard", (a, f) -> {
            chainEdits.changeTargets(ArgCheck.checkInt(a, 1, f), LuaBridge.checkGroup(a, 2, f));
            return LuaValue.NONE;
        });
        // (card, reset flags): the card's effects already on the chain resolve negated
        ApiFunction.define(table, T, "NegateRelatedChain", (a, f) -> {
            Card card = LuaCards.checkCard(a, 1, f);
            ArgCheck.checkInteger(a, 2, f);
            chainEdits.negateRelatedLinks(card, Reasons.reasonEffect(duel));
            return LuaValue.NONE;
        });
        // (filter, player, self, opponent, excluded, extra...): how many cards could be targeted
        ApiFunction.define(table, T, "GetTargetCount", (a, f) -> {
            LuaValue filter = a.arg(1);
            if (!filter.isnil() && !filter.isfunction()) {
                throw ArgCheck.error(f, 1, "a function or nil", filter);
            }
            List<Card> range = CardQueries.range(duel, LuaArgs.player(a, 2, f), ArgCheck.checkInt(a, 3, f),
                    ArgCheck.checkInt(a, 4, f));
            return LuaValue.valueOf(CardQueries.filter(bridge, bridge.rules().targeting().targetable(range), filter, a.arg(5),
                    a.subargs(6)).size());
        });
        ApiFunction.define(table, T, "IsChainSolving", (a, f) -> LuaValue.valueOf(duel.chain().isSolving()));
        // the running link targets nothing any more (its cards stay related to it)
        ApiFunction.define(table, T, "ClearTargetCard", (a, f) -> {
            ChainLink link = duel.chain().runningLink();
            if (link != null) {
                link.clearTargets();
            }
            return LuaValue.NONE;
        });
        // (chain number, operation): that link resolves with the function instead (Ceasefire-like replacements)
        ApiFunction.define(table, T, "ChangeChainOperation", (a, f) -> {
            int number = ArgCheck.checkInt(a, 1, f);
            chainEdits.replaceOperation(number, new LuaEffectFunction(bridge, ArgCheck.checkFunction(a, 2, f),
                    CallbackRole.OPERATION, 0));
            return LuaValue.NONE;
        });
        // the links whose activation is complete: the one being activated (cost, targets) does not count yet
        ApiFunction.define(table, T, "GetReadyChain", (a, f) -> LuaValue.valueOf(duel.chain().readyLinks()));
        // (chain number): how many categories the link declared operation info for; nothing with no chain
        ApiFunction.define(table, T, "GetOperationCount", (a, f) -> {
            ChainLink link = links.link(ArgCheck.checkInt(a, 1, f));
            return link == null ? LuaValue.NONE : LuaValue.valueOf(link.operationInfoCount());
        });
        // (chain number): while the chain resolves, whether that link's effect was negated
        ApiFunction.define(table, T, "IsChainDisabled", (a, f) ->
                LuaValue.valueOf(links.isEffectNegated(ArgCheck.checkInt(a, 1, f))));
        // true when no two links on the chain come from cards with the same name
        ApiFunction.define(table, T, "CheckChainUniqueness", (a, f) -> LuaValue.valueOf(links.namesUnique()));
        // (chain number, card): would the card be a legal target of that link (0: the last)?
        ApiFunction.define(table, T, "CheckChainTarget", (a, f) -> {
            int number = ArgCheck.checkInt(a, 1, f);
            return LuaValue.valueOf(chainEdits.isLegalTarget(number, LuaCards.checkCard(a, 2, f)));
        });
    }

    private static LuaValue chainInfo(LuaBridge bridge, Duel duel, ChainLink link, long info) {
        if (info == ChainInfo.CHAIN_COUNT || info == ChainInfo.CHAIN_ID) {
            return LuaValue.valueOf(link.number());
        }
        if (info == ChainInfo.TRIGGERING_EFFECT) {
            return bridge.wrap(link.effect());
        }
        if (info == ChainInfo.TRIGGERING_PLAYER) {
            return LuaValue.valueOf(link.player());
        }
        if (info == ChainInfo.TRIGGERING_CONTROLER) {
            return LuaValue.valueOf(link.handler() != null ? link.handler().controller() : link.player());
        }
        if (info == ChainInfo.TRIGGERING_LOCATION) {
            return LuaValue.valueOf(link.activatedFrom() == null ? 0 : link.activatedFrom().mask());
        }
        if (info == ChainInfo.TRIGGERING_SEQUENCE) {
            return LuaValue.valueOf(link.activatedSequence());
        }
        if (info == ChainInfo.TARGET_CARDS) {
            return bridge.wrap(link.targets().copy());
        }
        if (info == ChainInfo.TARGET_PLAYER) {
            return LuaValue.valueOf(link.targetPlayer());
        }
        if (info == ChainInfo.TARGET_PARAM) {
            return LuaValue.valueOf((double) link.targetParam());
        }
        if (info == ChainInfo.TYPE) {
            return LuaValue.valueOf((double) (link.handler() != null ? link.handler().data().type() : 0));
        }
        if (info == ChainInfo.EXTTYPE) {
            return LuaValue.valueOf((double) (link.handler() != null ? link.handler().type() : 0));
        }
        if (info == ChainInfo.DISABLE_REASON) {
            return bridge.wrap(link.negatedBy());
        }
        if (info == ChainInfo.DISABLE_PLAYER) {
            return LuaValue.valueOf(link.negatingPlayer());
        }
        return triggeringState(link.triggeringState(), info);
    }

    /** The CHAININFO_TRIGGERING_* values: the link's card as it was when the link was put on the chain. */
    private static LuaValue triggeringState(TriggeringState state, long info) {
        long value;
        if (info == ChainInfo.TRIGGERING_POSITION) {
            value = state.position();
        } else if (info == ChainInfo.TRIGGERING_CODE) {
            value = state.code();
        } else if (info == ChainInfo.TRIGGERING_CODE2) {
            value = state.code2();
        } else if (info == ChainInfo.TRIGGERING_LEVEL) {
            value = state.level();
        } else if (info == ChainInfo.TRIGGERING_RANK) {
            value = state.rank();
        } else if (info == ChainInfo.TRIGGERING_ATTRIBUTE) {
            value = state.attribute();
        } else if (info == ChainInfo.TRIGGERING_RACE) {
            value = state.race();
        } else if (info == ChainInfo.TRIGGERING_ATTACK) {
            value = state.attack();
        } else if (info == ChainInfo.TRIGGERING_DEFENSE) {
            value = state.defense();
        } else {
            return LuaValue.NIL; // an unknown CHAININFO value gives nil, as in ygopro
        }
        return LuaValue.valueOf((double) value);
    }
}
