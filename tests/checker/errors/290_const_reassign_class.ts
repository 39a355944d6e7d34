class Widget {}
Widget = class {};
