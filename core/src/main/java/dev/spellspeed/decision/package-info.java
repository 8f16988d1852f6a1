/** Every choice a player makes: typed prompts with their legal answers, and the Decider interface with its scripted, random, recording and blocking-queue implementations. */
package dev.spellspeed.decision;
