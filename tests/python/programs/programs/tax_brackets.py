# Progressive tax computation with brackets.
BRACKETS = [(11000, 0.10), (44725, 0.12), (95375, 0.22), (182100, 0.24), (231250, 0.32), (578125, 0.35), (None, 0.37)]


def tax(income):
    owed, lower = 0.0, 0
    detail = []
    for upper, rate in BRACKETS:
        top = income if upper is None else min(income, upper)
        if top <= lower:
            break
        part = (top - lower) * rate
        detail.append((lower, top, rate, part))
        owed += part
        lower = upper if upper is not None else lower
    return owed, detail


for income in [9500, 52000, 250000]:
    owed, detail = tax(income)
    print(f"income {income:>9,}: tax {owed:>11,.2f} effective {owed / income:.2%}")
    for lo, hi, rate, part in detail:
        print(f"    {lo:>9,} - {hi:>9,} @ {rate:.0%}: {part:>10,.2f}")
