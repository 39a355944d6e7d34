const attempts = 0;
while (attempts < 3) {
  attempts++;
}
