/** Card data and decks: the ygopro cards.cdb schema decoded in one place (CardData), the database, .ydk decks and their legality, card names, random decks. */
package dev.spellspeed.data;
