class Item {
  name = "";
}
class Item {
  price = 0;
}
