# Running totals and moving averages.
daily = [12, 7, 3, 14, 9, 10, 6, 11]
running = []
acc = 0
for d in daily:
    acc += d
    running.append(acc)
print(running)
window = 3
avgs = [sum(daily[i:i + window]) / window for i in range(len(daily) - window + 1)]
print([round(a, 2) for a in avgs])
print([f"{a:.1f}" for a in avgs])
