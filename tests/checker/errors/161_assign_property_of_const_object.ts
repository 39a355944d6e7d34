const state = { count: 0, label: "clicks" };
function onClick(): void {
  state.count = "1";
}
onClick();
