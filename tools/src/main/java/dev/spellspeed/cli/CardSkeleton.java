package dev.spellspeed.cli;

/**
 * The files {@code spellspeed new card} writes: a card script with one effect whose four callbacks
 * have the ygopro signatures of the card's kind, and a test file that loads the card and fails
 * until its author writes the first expectation.
 */
final class CardSkeleton {
    /** What the generated test says until its author replaces the line. */
    static final String FIRST_EXPECTATION = "write the first expectation";

    private CardSkeleton() {}

    /** {@code c<id>.lua}. */
    static String script(int id, String name, NewCardCommand.Kind kind) {
        String header = "-- " + name + " (" + kind.words() + "): describe what the card does, in a line.\n"
                + "local s,id=GetID()\n"
                + "function s.initial_effect(c)\n";
        String effect = switch (kind) {
            case MONSTER -> """
                    	-- an Ignition Effect: activated in the Main Phase while the monster is face-up on the field
                    	local e1=Effect.CreateEffect(c)
                    	e1:SetType(EFFECT_TYPE_IGNITION)
                    	e1:SetRange(LOCATION_MZONE)
                    	e1:SetCountLimit(1,id)
                    """;
            case SPELL -> """
                    	-- activating the Spell Card itself
                    	local e1=Effect.CreateEffect(c)
                    	e1:SetType(EFFECT_TYPE_ACTIVATE)
                    	e1:SetCode(EVENT_FREE_CHAIN)
                    """;
            case TRAP -> """
                    	-- activating the Trap Card itself (Set it first; it can be activated from the next turn)
                    	local e1=Effect.CreateEffect(c)
                    	e1:SetType(EFFECT_TYPE_ACTIVATE)
                    	e1:SetCode(EVENT_FREE_CHAIN)
                    """;
        };
        return header + effect + """
                	e1:SetCondition(s.condition)
                	e1:SetCost(s.cost)
                	e1:SetTarget(s.target)
                	e1:SetOperation(s.operation)
                	c:RegisterEffect(e1)
                end
                -- condition: may the effect be activated now? (checked before it is offered)
                function s.condition(e,tp,eg,ep,ev,re,r,rp)
                	return true
                end
                -- cost: with chk==0, can it be paid? Otherwise pay it (e.g. Duel.PayLPCost(tp,500))
                function s.cost(e,tp,eg,ep,ev,re,r,rp,chk)
                	if chk==0 then return true end
                end
                -- target: with chk==0, is there something to do? Otherwise choose targets and
                -- declare what the effect will do (Duel.SetOperationInfo); chkc checks one target
                function s.target(e,tp,eg,ep,ev,re,r,rp,chk,chkc)
                	if chk==0 then return true end
                end
                -- operation: what happens when the effect resolves
                function s.operation(e,tp,eg,ep,ev,re,r,rp)
                end
                """;
    }

    /** The first test of the card. */
    static String test(int id, String name, NewCardCommand.Kind kind) {
        String placed = switch (kind) {
            case MONSTER -> "Debug.AddCard(" + id + ", 0, 0, LOCATION_MZONE, 0, POS_FACEUP_ATTACK)";
            case SPELL -> "Debug.AddCard(" + id + ", 0, 0, LOCATION_HAND, 0, POS_FACEDOWN_DEFENSE)";
            case TRAP -> "Debug.AddCard(" + id + ", 0, 0, LOCATION_SZONE, 0, POS_FACEDOWN_DEFENSE)";
        };
        return "-- Tests of " + name + " (" + id + "); docs/testing.md explains Test, t: and Debug.\n"
                + "\n"
                + "Test(" + lua(name + ": its first ruling") + ", function(t)\n"
                + "\tlocal card = " + placed + " -- runs its initial_effect\n"
                + "\t-- queue what the players do (t:Activate(0, card), t:Select, …), t:Run(), then state what must be true:\n"
                + "\terror(" + lua(FIRST_EXPECTATION) + ")\n"
                + "end)\n";
    }

    /** A Lua string literal. */
    static String lua(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"', '\\' -> out.append('\\').append(c);
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
