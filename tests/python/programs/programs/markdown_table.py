# Rendering records as a Markdown table with alignment.
rows = [
    {"name": "secexec", "lang": "C", "stars": 1520, "score": 9.25},
    {"name": "quickjs", "lang": "C", "stars": 8100, "score": 8.5},
    {"name": "monty", "lang": "Rust", "stars": 950, "score": 7.125},
]
cols = ["name", "lang", "stars", "score"]
numeric = {c for c in cols if all(isinstance(r[c], (int, float)) for r in rows)}


def cell(r, c):
    v = r[c]
    return f"{v:,}" if isinstance(v, int) else f"{v:.2f}" if isinstance(v, float) else str(v)


widths = {c: max(len(c), *(len(cell(r, c)) for r in rows)) for c in cols}
print("| " + " | ".join(c.ljust(widths[c]) for c in cols) + " |")
print("|" + "|".join(("-" * (widths[c] + 1) + ":") if c in numeric else ("-" * (widths[c] + 2)) for c in cols) + "|")
for r in sorted(rows, key=lambda r: -r["stars"]):
    print("| " + " | ".join(cell(r, c).rjust(widths[c]) if c in numeric else cell(r, c).ljust(widths[c]) for c in cols) + " |")
