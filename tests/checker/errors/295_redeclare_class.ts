class Item {}
class Item {}
