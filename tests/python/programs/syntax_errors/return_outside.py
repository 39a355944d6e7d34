# return outside a function.
x = 1
return x
