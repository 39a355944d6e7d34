# Shuffling and dealing a deck with a seed.
import random

random.seed(11)
ranks, suits = "23456789TJQKA", "shdc"
deck = [r + s for s in suits for r in ranks]
random.shuffle(deck)
hands = [deck[i::4][:5] for i in range(4)]
for i, h in enumerate(hands, 1):
    print(f"player {i}: {' '.join(h)}")
