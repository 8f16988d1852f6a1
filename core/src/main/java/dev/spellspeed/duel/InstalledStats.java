package dev.spellspeed.duel;

/**
 * The duel's stat layers as its rules install them: cards and the field hold this one object from
 * their creation, and it reads printed values until {@code Rules.of} installs the real calculator.
 */
final class InstalledStats implements CardStats {
    private CardStats delegate = CardStats.PRINTED;

    void install(CardStats stats) {
        delegate = stats;
    }

    @Override
    public int attack(Card card) {
        return delegate.attack(card);
    }

    @Override
    public int defense(Card card) {
        return delegate.defense(card);
    }

    @Override
    public int level(Card card) {
        return delegate.level(card);
    }

    @Override
    public int baseAttack(Card card) {
        return delegate.baseAttack(card);
    }

    @Override
    public int baseDefense(Card card) {
        return delegate.baseDefense(card);
    }

    @Override
    public long type(Card card) {
        return delegate.type(card);
    }

    @Override
    public long attribute(Card card) {
        return delegate.attribute(card);
    }

    @Override
    public long race(Card card) {
        return delegate.race(card);
    }

    @Override
    public long code(Card card) {
        return delegate.code(card);
    }
}
