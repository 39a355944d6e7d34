# An uncaught NameError with a suggestion.
total_amount = 5
print(total_amout)
