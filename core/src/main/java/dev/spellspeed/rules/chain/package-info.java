/** Chains and spell speed: activating an effect (legality, cost, targets), building and resolving the chain, collecting triggers and ordering them (SEGOC), negation, and the calls into effect callbacks. */
package dev.spellspeed.rules.chain;
