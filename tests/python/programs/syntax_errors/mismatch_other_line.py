# A closing bracket that does not match one opened on an earlier line.
x = (1,
     2]
