const who = "Ada";
print "hello", who
