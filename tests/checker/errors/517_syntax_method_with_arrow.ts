class Button {
  onClick() => {
    console.log("click");
  }
}
