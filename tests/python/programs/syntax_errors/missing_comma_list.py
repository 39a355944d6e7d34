# Two expressions side by side in a list.
items = [1, 2 3]
