# Detecting outliers with z-scores and the IQR.
import statistics as st

latencies = [120, 130, 125, 118, 900, 122, 127, 119, 131, 640, 124]
m, s = st.mean(latencies), st.stdev(latencies)
print(f"mean {m:.1f} stdev {s:.1f}")
print([x for x in latencies if abs(x - m) / s > 1.5])
q1, q2, q3 = st.quantiles(latencies, n=4)
iqr = q3 - q1
print(q1, q2, q3, [x for x in latencies if x < q1 - 1.5 * iqr or x > q3 + 1.5 * iqr])
