class Store {
  private function save() {
    return 1;
  }
}
