class Widget {
  name = "base";
}
Widget = class {
  name = "replaced";
};
