package dev.spellspeed.decision;

/**
 * A decider that can say why it gave its last answer (an AI player): the playtest board shows the
 * reason beside the decision in its log. Asking never changes what the decider answers next.
 */
public interface Explaining {
    /** Why the last answer was chosen, one line; null when it had nothing to weigh (a single legal answer). */
    String reason();
}
