/** Life points: damage, recovery, paying LP as a cost, and the effects that change or reverse them. */
package dev.spellspeed.rules.life;
