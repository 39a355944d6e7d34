class Box {
  width = 1;
  width = 2;
}
