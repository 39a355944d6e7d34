# Round-robin pairings with combinations.
from itertools import combinations

teams = ["Lions", "Tigers", "Bears", "Wolves"]
for i, (a, b) in enumerate(combinations(teams, 2), 1):
    print(f"match {i}: {a} vs {b}")
