let label = "a";
for (let i = 0; i < 3; i++) {
  label++;
}
