/** The state check the game makes before each prompt and after each chain link: win and loss, cards that can no longer stay (negated Trap Monsters, unfit equips, unique cards) and EVENT_ADJUST. */
package dev.spellspeed.rules.checks;
