function f(): number {
  return 1;
}
}
