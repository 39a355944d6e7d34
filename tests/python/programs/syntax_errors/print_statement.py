# Python 2's print statement.
print "hello"
