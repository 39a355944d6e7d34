# Format specs for strings: alignment, truncation, fill.
s = "python"
print(f"[{s:10}] [{s:>10}] [{s:^10}] [{s:^11}] [{s:-^12}] [{s:.3}] [{s:>8.2}]")
print(f"[{'':*<5}] [{'x':>1}] [{'toolong':3}]")
print("[{:^9}]".format("mid"), "[{:<{w}}]".format("w", w=4))
