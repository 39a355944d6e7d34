# StatisticsError for empty and short data.
import statistics as st

for f in [lambda: st.mean([]), lambda: st.stdev([1]), lambda: st.variance([]), lambda: st.median([]), lambda: st.mode([])]:
    try:
        f()
    except st.StatisticsError as e:
        print("StatisticsError:", e)
