# mean, median, mode and friends.
import statistics as st

data = [2, 4, 4, 4, 5, 5, 7, 9]
print(st.mean(data), st.median(data), st.mode(data), st.median_low(data), st.median_high(data))
print(st.mean([1.5, 2.5, 2.5]), st.fmean([1, 2, 3, 4]), st.geometric_mean([1, 2, 4]), st.harmonic_mean([40, 60]))
print(st.multimode("aabbbcccc"), st.multimode([1, 1, 2, 2]), st.median([3, 1, 2]), st.median([1, 2, 3, 4]))
print(st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
