# Tabs and spaces mixed in one block's indentation.
x = 1
if x:
	print(1)
        print(2)
