# Printing a banner with a tiny bitmap font.
FONT = {
    "S": ["###", "#..", "###", "..#", "###"],
    "E": ["###", "#..", "##.", "#..", "###"],
    "C": ["###", "#..", "#..", "#..", "###"],
    "X": ["#.#", "#.#", ".#.", "#.#", "#.#"],
}
word = "SECEXEC"
for row in range(5):
    print("  ".join(FONT[c][row].replace(".", " ").replace("#", "█") for c in word).rstrip())
