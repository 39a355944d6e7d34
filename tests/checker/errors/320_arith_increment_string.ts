let label = "a";
label++;
