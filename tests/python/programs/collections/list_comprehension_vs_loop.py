# In-place list edits while iterating over a copy.
nums = [1, 2, 3, 4, 5, 6, 7, 8]
for n in nums[:]:
    if n % 3 == 0:
        nums.remove(n)
print(nums)
nums[1:1] = [10, 11]
print(nums)
print(nums * 0, [] + [], [[]] * 3)
