const state = { count: 0, label: "clicks" };
state.count = "1";
