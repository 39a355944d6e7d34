function collect(...items) {
  return items;
}
