const msg = "hi";
print(msg);
println(msg);
