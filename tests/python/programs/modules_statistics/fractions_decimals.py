# mean of ints stays exact; of floats uses exact summation.
import statistics as st

print(st.mean([1, 2]), type(st.mean([1, 2])).__name__, st.mean([1, 2, 4]), st.mean([0.1] * 10))
print(st.median([1, 3]), st.mean([10 ** 20, 1]), st.mean([True, False, True]))
