# Deduplicating while keeping first-seen order.
emails = ["a@x.com", "B@x.com", "a@x.com", "c@y.org", "b@x.com", "A@X.com"]
seen = set()
unique = []
for e in emails:
    k = e.lower()
    if k not in seen:
        seen.add(k)
        unique.append(e)
print(unique)
print(list(dict.fromkeys(x.lower() for x in emails)))
print(len(seen), sorted(seen))
