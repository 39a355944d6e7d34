# Width counts code points, not display cells.
for word in ["abc", "café", "日本", "x"]:
    print(f"|{word:<6}|{word:>6}|{word:^6}|")
