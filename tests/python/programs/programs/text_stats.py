# Text statistics: sentences, words, readability and top words.
import re
from collections import Counter

TEXT = """The sandbox runs code that models write. It counts every instruction.
Memory is capped, and the wall clock is watched! Nothing reaches the host
unless the host allows it. Is that enough? The tests say so."""

sentences = [s for s in re.split(r"(?<=[.!?])\s+", TEXT.strip()) if s]
words = re.findall(r"[A-Za-z']+", TEXT)


def syllables(w):
    groups = re.findall(r"[aeiouy]+", w.lower())
    n = len(groups) - (1 if w.lower().endswith("e") and len(groups) > 1 else 0)
    return max(1, n)


syl = sum(syllables(w) for w in words)
fk = 206.835 - 1.015 * len(words) / len(sentences) - 84.6 * syl / len(words)
print(f"sentences {len(sentences)}, words {len(words)}, syllables {syl}")
print(f"Flesch reading ease {fk:.1f}")
stop = {"the", "is", "it", "and", "that", "so"}
common = Counter(w.lower() for w in words if w.lower() not in stop).most_common(4)
print("top words:", ", ".join(f"{w} ({n})" for w, n in common))
print("longest:", max(words, key=len), "| questions:", sum(s.endswith("?") for s in sentences))
